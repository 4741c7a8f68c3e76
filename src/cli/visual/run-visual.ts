import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import type { LayoutDocument } from '../../engine/types';
import { parseMatrix } from '../snapshot/matrix';
import { screenAddresses, type RouteEntry } from './addresses';
import { APPROVED_DIR, approveRun, compareRun } from './baseline';
import { captureMatrix, namedFlagSets, type Cell } from './capture';
import { manifestFor, readManifest, screensToRetake, writeManifest } from './changed';
import type { Comparison } from './compare';
import { CHROMIUM_ARGS, resolveChromium } from './chromium';
import { packFlagSets, screenCover, type FlagRow } from './cover';
import { conditionCoverage, type Coverage } from './coverage';
import { publishDrafts } from './drafts';
import { takeChangedAgain } from './second-take';
import { FROZEN_NOW } from './screen-run';
import { startPlatform } from './platform';
import { writeReport } from './report';
import { switchRulesOnScreen, whenSites } from './switch-reads';

export interface VisualOptions {
  root: string;
  matrixJson: unknown;
  out: string;
  concurrency?: number;
  /** A folder of approved pictures to compare this run with. */
  baseline?: string;
  /** Make this run's pictures the baseline (after comparing, when there was one). */
  approve?: boolean;
  /** With a baseline: take again only the screens showing a document that changed since it. */
  changed?: boolean;
  /** A folder of draft documents, published to the run's own platform before the pictures. */
  drafts?: string;
  /** Progress lines (the plan, what --changed keeps). */
  log?: (line: string) => void;
}

export interface VisualResult {
  cells: Cell[];
  report: string;
  seconds: number;
  flagSets: FlagRow[];
  coverage: Coverage;
  /** With a baseline: each picture's verdict, and the approved pictures this run did not take. */
  comparisons?: Comparison[];
  missing?: string[];
}

const PREFERRED_PORT = 47_811;

/**
 * A port nobody is listening on, for this run's own platform: the same one on every run when it is
 * free, since screens show the platform's address (an invitation link).
 */
async function freePort(): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(null));
      probe.listen(port, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : null));
      });
    });
  for (let port = PREFERRED_PORT; port < PREFERRED_PORT + 10; port++) if ((await tryPort(port)) !== null) return port;
  const any = await tryPort(0);
  if (any === null) throw new Error('no free port for the platform');
  return any;
}

/** The flag sets of a run: the matrix's named ones (every screen each), or the cover of the switches each screen reads. */
export function planFlagSets(flagSets: ReturnType<typeof parseMatrix>['flagSets'], screens: readonly { screen: string; address: string }[], documents: Readonly<Record<string, LayoutDocument>>, base: Readonly<Record<string, boolean>>): FlagRow[] {
  if (typeof flagSets === 'object') return namedFlagSets(flagSets, screens);
  const needs = new Map(screens.map(({ screen, address }) => [screen, screenCover(switchRulesOnScreen(screen.split('-')[0]!, address.split('?')[0]!, documents), base)]));
  return packFlagSets(needs, base, 'cover');
}

/**
 * `npm run snapshot -- --visual`: builds the client when there is no build, starts the reference
 * platform on a fresh seeded data folder, and takes the matrix's pictures in Chromium.
 */
export async function runVisual(options: VisualOptions): Promise<VisualResult> {
  const log = options.log ?? (() => undefined);
  const matrix = parseMatrix(options.matrixJson);
  const browserPath = resolveChromium();
  if (!browserPath.ok) throw new Error(browserPath.message);
  if (options.changed && !options.baseline) throw new Error('--changed compares with a baseline: give --baseline <dir>');
  if (!existsSync(join(options.root, 'dist/client/index.html'))) {
    log('no client build yet: building it (vite build)…');
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: options.root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the client build failed');
  }
  const { routes } = JSON.parse(readFileSync(join(options.root, 'layouts/routes.json'), 'utf8')) as { routes: RouteEntry[] };
  const opsToken = `visual-${Date.now().toString(36)}-snapshots`;
  const started = Date.now();
  // The platform's clock starts a minute after the pictures' moment: just after a red-envelope
  // round has ended (every 3 min, 1 min long) and early in a draw period (5 and 10 min), so a
  // run of up to two minutes (the shipped layouts' check) sees one state of each throughout.
  const platform = await startPlatform({ port: await freePort(), opsToken, fixedAt: new Date(FROZEN_NOW.getTime() + 60_000) });
  const browser = await chromium.launch({ executablePath: browserPath.path, args: CHROMIUM_ARGS });
  try {
    if (options.drafts) log(`drafts published to this run's platform: ${(await publishDrafts(options.drafts, platform.url, opsToken)).join(', ')}`);
    const bundle = (await (await fetch(`${platform.url}/wps/layouts`)).json()) as { value: { documents: Record<string, LayoutDocument> } };
    const documents = bundle.value.documents;
    const promotions = (await (await fetch(`${platform.url}/wps/promotions?pageNo=1&pageSize=1`)).json()) as { value: { list: { id: number }[] } };
    const samples = { id: String(promotions.value.list[0]?.id ?? 1), gameType: 'RNG', vassalage: 'PG' };
    const wanted = matrix.layouts ? new Set(matrix.layouts) : null;
    const screens = screenAddresses(routes, samples).filter(({ screen }) => !wanted || wanted.has(screen) || wanted.has(screen.split('-')[0]!));
    if (screens.length === 0) throw new Error('the matrix names no screen of layouts/routes.json');
    const base = ((await (await fetch(`${platform.url}/ops/whitelabel`, { headers: { authorization: `Bearer ${opsToken}` } })).json()) as { value: Record<string, boolean> }).value;
    const flagSets = planFlagSets(matrix.flagSets, screens, documents, base);
    const pairs = flagSets.reduce((n, row) => n + row.screens.length, 0);
    log(typeof matrix.flagSets === 'object'
      ? `flag sets: ${flagSets.length} named in the matrix, every screen under each`
      : `flag sets: a cover of ${flagSets.length} (${flagSets.map((row) => `${row.name} ${row.screens.length} screens`).join(', ')}): every switch a screen reads both on and off, and two read by one condition in all four combinations; ${pairs} screen × flag set pairs instead of ${screens.length * flagSets.length}`);

    const manifest = manifestFor(options.root, options.matrixJson, documents, flagSets, []);
    const approved = options.baseline ? readManifest(options.baseline) : null;
    let retake: Set<string> | null = null;
    if (options.changed) {
      const decided = screensToRetake(approved, manifest, screens, documents);
      retake = decided.screens;
      log(`--changed: ${decided.why}; ${retake.size} of ${screens.length} screens taken again`);
    }
    rmSync(options.out, { recursive: true, force: true });
    const toTake = retake ? flagSets.map((row) => ({ ...row, screens: row.screens.filter((s) => retake.has(s)) })) : flagSets;
    const taken = await captureMatrix({ browser, baseUrl: platform.url, opsToken, matrix, flagSets: toTake, screens, out: options.out, concurrency: options.concurrency, log });
    const kept = retake && options.baseline && approved ? keptFromBaseline(options.baseline, options.out, approved.cells, retake, taken.cells) : [];
    const cells = [...taken.cells, ...kept].sort((a, b) => a.file.localeCompare(b.file));
    const sites = Object.values(documents).flatMap((doc) => whenSites(doc));
    const coverage = conditionCoverage(sites, taken.conditions, flagSets, base);
    writeFileSync(join(options.out, 'coverage.json'), `${JSON.stringify(coverage, null, 2)}\n`);
    let compared = options.baseline ? compareRun(options.out, options.baseline, cells, matrix) : undefined;
    if (compared && options.baseline) {
      const capture = { browser, baseUrl: platform.url, opsToken, screens, concurrency: options.concurrency };
      const sameAgain = await takeChangedAgain(capture, matrix, flagSets, compared.comparisons, options.out, options.baseline);
      if (sameAgain.size > 0) {
        log(`${sameAgain.size} changed pictures were the same when taken again: ${[...sameAgain].join(', ')}`);
        for (const folder of ['__diff__', APPROVED_DIR]) rmSync(join(options.out, folder), { recursive: true, force: true });
        compared = compareRun(options.out, options.baseline, cells, matrix);
      }
    }
    const report = writeReport(options.out, cells, compared?.comparisons, { coverage, flagSets });
    if (options.approve && options.baseline) {
      approveRun(options.out, options.baseline, cells, compared?.comparisons);
      writeManifest(options.baseline, manifestFor(options.root, options.matrixJson, documents, flagSets, cells));
    }
    return { cells, report, seconds: (Date.now() - started) / 1000, flagSets, coverage, ...compared };
  } finally {
    await browser.close();
    await platform.stop();
  }
}

/** With --changed: the approved pictures of the screens not taken again, copied into the run as they are. */
function keptFromBaseline(baseline: string, out: string, approved: readonly Cell[], retake: ReadonlySet<string>, taken: readonly Cell[]): Cell[] {
  const takenFiles = new Set(taken.map((cell) => cell.file));
  return approved
    .filter((cell) => !retake.has(cell.screen) && !takenFiles.has(cell.file) && existsSync(join(baseline, cell.file)))
    .map((cell) => {
      const target = join(out, cell.file);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(baseline, cell.file), target);
      return { ...cell, kept: true };
    });
}
