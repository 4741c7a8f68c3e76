import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { parseMatrix } from '../snapshot/matrix';
import { screenAddresses, type RouteEntry } from './addresses';
import { approveRun, compareRun } from './baseline';
import { captureMatrix, type Cell } from './capture';
import type { Comparison } from './compare';
import { CHROMIUM_ARGS, resolveChromium } from './chromium';
import { startPlatform } from './platform';
import { writeReport } from './report';

export interface VisualOptions {
  root: string;
  matrixJson: unknown;
  out: string;
  concurrency?: number;
  /** A folder of approved pictures to compare this run with. */
  baseline?: string;
  /** Make this run's pictures the baseline (after comparing, when there was one). */
  approve?: boolean;
}

export interface VisualResult {
  cells: Cell[];
  report: string;
  seconds: number;
  /** With a baseline: each picture's verdict, and the approved pictures this run did not take. */
  comparisons?: Comparison[];
  missing?: string[];
}

/** A port nobody is listening on, for this run's own platform. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * `npm run snapshot -- --visual`: builds the client when there is no build, starts the reference
 * platform on a fresh seeded data folder, and takes the matrix's pictures in Chromium.
 */
export async function runVisual(options: VisualOptions): Promise<VisualResult> {
  const matrix = parseMatrix(options.matrixJson);
  const browserPath = resolveChromium();
  if (!browserPath.ok) throw new Error(browserPath.message);
  if (!existsSync(join(options.root, 'dist/client/index.html'))) {
    console.log('no client build yet: building it (vite build)…');
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: options.root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the client build failed');
  }
  const { routes } = JSON.parse(readFileSync(join(options.root, 'layouts/routes.json'), 'utf8')) as { routes: RouteEntry[] };
  const opsToken = `visual-${Date.now().toString(36)}-snapshots`;
  const started = Date.now();
  const platform = await startPlatform({ port: await freePort(), opsToken });
  const browser = await chromium.launch({ executablePath: browserPath.path, args: CHROMIUM_ARGS });
  try {
    const promotions = (await (await fetch(`${platform.url}/wps/promotions?pageNo=1&pageSize=1`)).json()) as { value: { list: { id: number }[] } };
    const samples = { id: String(promotions.value.list[0]?.id ?? 1), gameType: 'RNG', vassalage: 'PG' };
    const wanted = matrix.layouts ? new Set(matrix.layouts) : null;
    const screens = screenAddresses(routes, samples).filter(({ screen }) => !wanted || wanted.has(screen) || wanted.has(screen.split('-')[0]!));
    if (screens.length === 0) throw new Error('the matrix names no screen of layouts/routes.json');
    rmSync(options.out, { recursive: true, force: true });
    const cells = await captureMatrix({ browser, baseUrl: platform.url, opsToken, matrix, screens, out: options.out, concurrency: options.concurrency });
    const compared = options.baseline ? compareRun(options.out, options.baseline, cells, matrix) : undefined;
    const report = writeReport(options.out, cells, compared?.comparisons);
    if (options.approve && options.baseline) approveRun(options.out, options.baseline, cells);
    return { cells, report, seconds: (Date.now() - started) / 1000, ...compared };
  } finally {
    await browser.close();
    await platform.stop();
  }
}
