/**
 * QA snapshots of every layout: `npm run snapshot -- --matrix <file> [--out dir]`. With `--visual`,
 * pictures instead: every screen of the matrix in Chromium (src/cli/visual), one PNG per cell.
 * Renders each screen and fragment under layouts/ for every flag set x template x member type of
 * the matrix (CN texts, a fixed member and wallet) and writes one .html file per combination plus
 * index.json / index.html. Rendering goes through Vite's SSR loader, so the code runs exactly as
 * the app's build sees it (CSS imports, import.meta.glob).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const usage =
  'usage: npm run snapshot -- --matrix <matrix.json> [--out <dir>] [--visual [--concurrency <n>] [--drafts <dir>] [--baseline <dir> [--approve] [--changed]]]  (default out: snapshots-out)';

interface Args { matrix: string; out: string; visual: boolean; concurrency: number; baseline?: string; approve: boolean; changed: boolean; drafts?: string }

function parseArgs(argv: string[]): Args {
  let matrix: string | undefined;
  let out = 'snapshots-out';
  let visual = false;
  let concurrency = 3;
  let baseline: string | undefined;
  let approve = false;
  let changed = false;
  let drafts: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--matrix' || arg === '--out' || arg === '--concurrency' || arg === '--baseline' || arg === '--drafts') {
      const value = argv[++i];
      if (!value) throw new Error(`${arg} needs a value\n${usage}`);
      if (arg === '--matrix') matrix = value;
      else if (arg === '--out') out = value;
      else if (arg === '--baseline') baseline = value;
      else if (arg === '--drafts') drafts = value;
      else {
        concurrency = Number(value);
        if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16) throw new Error(`--concurrency takes a whole number from 1 to 16\n${usage}`);
      }
    } else if (arg === '--visual') {
      visual = true;
    } else if (arg === '--approve') {
      approve = true;
    } else if (arg === '--changed') {
      changed = true;
    } else if (arg === '--help' || arg === '-h') {
      console.log(usage);
      process.exit(0);
    } else {
      throw new Error(`unknown argument "${arg}"\n${usage}`);
    }
  }
  if (!matrix) throw new Error(`--matrix is required\n${usage}`);
  if ((baseline || approve || changed || drafts) && !visual) throw new Error(`--baseline, --approve, --changed and --drafts go with --visual\n${usage}`);
  if (changed && !baseline) throw new Error(`--changed keeps the approved pictures of unchanged screens: it needs --baseline <dir>\n${usage}`);
  if (approve && !baseline) throw new Error(`--approve needs --baseline <dir> (the folder it makes this run's pictures)\n${usage}`);
  return { matrix: resolve(matrix), out: resolve(out), visual, concurrency, baseline: baseline && resolve(baseline), approve, changed, drafts: drafts && resolve(drafts) };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  let matrixJson: unknown;
  try {
    matrixJson = JSON.parse(readFileSync(args.matrix, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read the matrix file ${args.matrix}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (args.visual) {
    const { runVisual } = await import('./visual/run-visual');
    const { coverageLines } = await import('./visual/coverage');
    const result = await runVisual({ ...args, root, matrixJson, log: (line) => console.log(line) });
    const { cells, report, seconds } = result;
    const taken = cells.filter((cell) => !cell.kept).length;
    for (const line of coverageLines(result.coverage)) console.log(line);
    for (const cell of cells.filter((c) => c.problems)) console.log(`  problem: ${cell.file}: ${cell.problems!.join('; ')}`);
    const inaccessible = cells.filter((c) => c.accessibility);
    for (const cell of inaccessible) console.log(`  accessibility: ${cell.file}${cell.landedOn ? ` (${cell.landedOn})` : ''}: ${cell.accessibility!.join('; ')}`);
    if (inaccessible.length > 0 && (matrixJson as { accessibility?: string }).accessibility === 'fail') {
      console.log(`${inaccessible.length} screens with serious accessibility findings`);
      process.exitCode = 1;
    }
    console.log(`${taken} pictures in ${seconds.toFixed(0)} s (${Math.round((taken / seconds) * 60)} a minute)${taken < cells.length ? `, ${cells.length - taken} kept from the baseline` : ''}, written to ${args.out}; browse ${report}`);
    if (!result.comparisons) return;
    const count = (verdict: string) => result.comparisons!.filter((c) => c.verdict === verdict).length;
    for (const c of result.comparisons.filter((c) => c.verdict !== 'same')) console.log(`  ${c.verdict}: ${c.cell.file}${c.why ? ` (${c.why})` : ''}`);
    for (const file of result.missing ?? []) console.log(`  gone: ${file} (approved, not taken this run)`);
    const differs = count('changed') + count('new') + (result.missing?.length ?? 0);
    console.log(`against ${args.baseline}: ${count('same')} same, ${count('changed')} changed, ${count('new')} new, ${result.missing?.length ?? 0} gone${args.approve ? '; this run is now the baseline' : ''}`);
    if (differs > 0 && !args.approve) process.exitCode = 1;
    return;
  }
  const server = await createServer({ root, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
  try {
    const run = (await server.ssrLoadModule('/src/cli/snapshot/run.ts')) as typeof import('./snapshot/run');
    const files = await run.buildSnapshots({
      matrix: matrixJson,
      layoutsDir: join(root, 'layouts'),
      localeDir: join(root, 'src/i18n/locales/cn'),
    });
    rmSync(args.out, { recursive: true, force: true });
    for (const file of files) {
      const target = join(args.out, file.file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, file.content);
    }
    const withIssues = files.filter((f) => f.content.includes('<!-- issue ')).length;
    console.log(`${files.length - 2} snapshots written to ${args.out} (${withIssues} with layout issues; see index.html)`);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
