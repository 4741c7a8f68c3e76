/**
 * `npm test`: unit + component tests (vitest), a production build, then browser tests (Playwright in
 * Debian Chromium against the real reference server). Ends with one plain line "N passed, N failed"
 * that CI reads, whatever the runners print themselves.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolveChromium } from './browser/chromium';
import { aptInstall, provisionBrowser } from './browser/provision';
import { POSTGRES_MISSING, postgresBinaries } from './support/postgres-cluster';
import { formatSlowest, playwrightTimes, slowest, vitestTimes } from './slowest';

interface Counts { passed: number; failed: number; skipped: number }

/** Wall time of each stage, printed at the end beside the slowest tests. */
const stageTimes: { stage: string; ms: number }[] = [];

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}, stage = args.slice(0, 2).join(' ')): number {
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  stageTimes.push({ stage, ms: Date.now() - started });
  return res.status ?? 1;
}

function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const r = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number;
    testResults: { status: string; assertionResults: unknown[] }[];
  };
  // A test file that fails to load has no assertions but must still count as a failure.
  const brokenFiles = r.testResults.filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length;
  return { passed: r.numPassedTests, failed: r.numFailedTests + brokenFiles, skipped: r.numPendingTests + r.numTodoTests };
}

function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const r = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; errors?: unknown[] };
  const globalErrors = r.errors?.length ?? 0;
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected + globalErrors, skipped: r.stats.skipped };
}

mkdirSync('test-results', { recursive: true });
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const add = (c: Counts) => { total.passed += c.passed; total.failed += c.failed; total.skipped += c.skipped; };

/** A whole-project check (types, lint) counts as one test: it passes or it fails. */
interface Check { title: string; cmd: string; args: string[] }

/**
 * The whole-project checks run side by side: each is one single-threaded process (tsc, ESLint with
 * its own TypeScript program), so on two cores both finish in about the time of the slower one.
 * Their output is printed one after the other, under each title, once both are done.
 */
async function checks(list: Check[]): Promise<void> {
  const started = Date.now();
  const outcomes = await Promise.all(list.map(({ cmd, args }) => new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
  })));
  stageTimes.push({ stage: list.map((c) => c.title.split(' ')[0]).join(' + '), ms: Date.now() - started });
  list.forEach(({ title }, i) => {
    const { code, output } = outcomes[i];
    console.log(`\n== ${title} ==`);
    if (output) process.stdout.write(output);
    if (code === 0) total.passed += 1;
    else {
      console.error(`${title} failed.`);
      total.failed += 1;
    }
  });
}

await checks([
  { title: 'types (tsc, strict)', cmd: 'npx', args: ['tsc', '-p', '.', '--noEmit'] },
  { title: 'lint (ESLint: layer allow-lists, hooks, promises, no eval)', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
]);

// The data layer's tests run on PostgreSQL too, in a cluster they start themselves from Debian's server.
if (!postgresBinaries() && aptInstall(['postgresql'], 'the data layer tests on PostgreSQL') !== 'installed') console.warn(POSTGRES_MISSING);

console.log('\n== unit and component tests (vitest) ==');
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
add(vitestCounts('test-results/vitest.json'));

console.log('\n== production build ==');
if (
  run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0 ||
  run('npx', ['vite', 'build', '-c', 'src/studio/vite.config.ts', '--logLevel', 'warn']) !== 0 ||
  run('npx', ['vite', 'build', '-c', 'src/ssr/vite.config.ts', '--logLevel', 'warn']) !== 0
) {
  console.error('The client build failed; browser tests cannot run.');
  total.failed += 1;
} else {
  const provisioned = provisionBrowser(process.env.CHROMIUM_PATH || '/usr/bin/chromium');
  if (provisioned.message) console.warn(provisioned.message);
  const chromium = resolveChromium();
  if (!chromium.ok) {
    console.error(chromium.message);
    total.failed += 1;
  } else {
    console.log('\n== browser tests (Playwright, Chromium) ==');
    run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' });
    add(playwrightCounts('test-results/playwright.json'));

    // Every screen of the shipped layouts, as a guest and as a member, against the approved
    // pictures committed with the code: an unapproved visual change fails here.
    console.log('\n== pictures of the shipped layouts against tests/__visual__/baseline ==');
    const pictures = run('npx', ['tsx', 'src/cli/snapshot.ts', '--visual', '--matrix', 'tests/__visual__/matrix.json', '--baseline', 'tests/__visual__/baseline', '--out', 'test-results/visual'], {}, 'pictures');
    if (pictures === 0) total.passed += 1;
    else {
      console.error('Pictures differ from the approved ones: open test-results/visual/index.html. After an intended change: npm run visual:approve, and commit the pictures.');
      total.failed += 1;
    }
  }
}

console.log('\n== where the time went ==');
console.log(stageTimes.map(({ stage, ms }) => `${(ms / 1000).toFixed(0).padStart(6)} s  ${stage}`).join('\n'));
console.log('\nslowest tests:');
console.log(formatSlowest(slowest([...vitestTimes('test-results/vitest.json'), ...playwrightTimes('test-results/playwright.json')])));

console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);
