/**
 * `npm run bench` (drawn first page): a cold /m/home on the slow-phone profile, the page drawn by
 * the platform beside the same build with drawing off (the app draws it, as before), in one run:
 * when the first game tile is visible, the largest contentful paint, and every byte of script the
 * phone had downloaded by the time that tile showed (preloads included). Median of 5 cold visits.
 */
import { chromium, type Browser } from 'playwright-core';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, resolveChromium } from '../tests/browser/chromium';
import { startServer } from './start-server';

const SLOW = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4 };
const RUNS = 5;
/** Budgets of the first screen (issue: the first screen from the server). */
const BUDGET = { tileMs: 1800, lcpMs: 1800, scriptBeforeTileKb: 120 };

interface Visit { tileMs: number; lcpMs: number; scriptKb: number; drawn: boolean }

async function coldVisit(browser: Browser, base: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale: 'zh-CN' });
  await context.addInitScript(() => sessionStorage.setItem('once:homePopups', '1'));
  await context.addInitScript(`(() => {
    const shown = () => [...document.querySelectorAll('.wl-game__art')].some((el) => el.getBoundingClientRect().height > 0);
    const frame = () => { if (shown()) window.__tileAt = performance.now(); else requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
    window.__lcp = 0;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (window.__lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
  })();`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: SLOW.latencyMs, downloadThroughput: (SLOW.downKbps * 1000) / 8, uploadThroughput: (SLOW.upKbps * 1000) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW.cpuSlowdown });
  const response = await page.goto(`${base}/m/home`);
  const drawn = ((await response?.text()) ?? '').includes('data-drawn="1"');
  const tileMs = Number(await (await page.waitForFunction(() => (window as unknown as { __tileAt?: number }).__tileAt, null, { timeout: 60_000 })).jsonValue());
  await page.waitForLoadState('networkidle');
  const { lcpMs, scriptKb } = await page.evaluate((tile) => {
    // Scripts (and their preloads) whose last byte had arrived when the tile showed.
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => /\.js(\?|$)/.test(e.name) && e.responseEnd <= tile);
    return { lcpMs: (window as unknown as { __lcp: number }).__lcp, scriptKb: scripts.reduce((sum, e) => sum + e.transferSize, 0) / 1024 };
  }, tileMs);
  await context.close();
  return { tileMs, lcpMs, scriptKb, drawn };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const browserPath = resolveChromium();
  if (!browserPath.ok) throw new Error(browserPath.message);
  if (!existsSync('dist/ssr/render-page.js') || !existsSync('dist/client/index.html')) throw new Error('build first: npm run build');
  const dirs = [mkdtempSync(join(tmpdir(), 'wl-bench-drawn-')), mkdtempSync(join(tmpdir(), 'wl-bench-undrawn-'))];
  const drawnServer = await startServer(dirs[0]);
  const appServer = await startServer(dirs[1], { SSR_DIR: join(dirs[1], 'no-drawer') });
  const browser = await chromium.launch({ executablePath: browserPath.path, args: CHROMIUM_ARGS });
  try {
    console.log(`\nCold /m/home on the slow phone (1.6 Mbps, 150 ms, CPU ×4), median of ${RUNS}, drawn by the platform vs drawn by the app (same build, same run)`);
    const results: Record<string, Visit[]> = { drawn: [], app: [] };
    // Alternating, so both see the same machine load.
    for (let run = 0; run < RUNS; run++) {
      results.drawn.push(await coldVisit(browser, drawnServer.base));
      results.app.push(await coldVisit(browser, appServer.base));
    }
    const row = (label: string, visits: Visit[]) => ({
      label,
      tile: median(visits.map((v) => v.tileMs)),
      lcp: median(visits.map((v) => v.lcpMs)),
      kb: median(visits.map((v) => v.scriptKb)),
      drawn: visits.every((v) => v.drawn),
    });
    const drawn = row('drawn by the platform', results.drawn);
    const app = row('drawn by the app', results.app);
    console.log(`  ${'page'.padEnd(24)} ${'first tile'.padStart(11)} ${'LCP'.padStart(8)} ${'script before tile'.padStart(19)}`);
    for (const r of [drawn, app]) console.log(`  ${r.label.padEnd(24)} ${`${r.tile.toFixed(0)} ms`.padStart(11)} ${`${r.lcp.toFixed(0)} ms`.padStart(8)} ${`${r.kb.toFixed(1)} KB`.padStart(19)}`);
    if (!drawn.drawn) console.log('  (the platform did not draw every visit: see its log)');
    console.log(`  first tile: ${(drawn.tile / app.tile).toFixed(2)} × the app's; LCP ${(drawn.lcp / app.lcp).toFixed(2)} ×`);
    const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
    console.log(`  budget first tile ≤ ${BUDGET.tileMs} ms: ${verdict(drawn.tile <= BUDGET.tileMs)}; LCP ≤ ${BUDGET.lcpMs} ms: ${verdict(drawn.lcp <= BUDGET.lcpMs)}; script before the first tile ≤ ${BUDGET.scriptBeforeTileKb} KB: ${verdict(drawn.kb <= BUDGET.scriptBeforeTileKb)}`);
  } finally {
    await browser.close();
    await drawnServer.stop();
    await appServer.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
