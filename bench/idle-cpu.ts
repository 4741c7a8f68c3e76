/**
 * `npm run bench` (idle main thread): how busy home keeps a phone's main thread while the player
 * only reads. Home has parts that move by themselves (the banner carousel, the winner ticker, the
 * lobby's vendor carousels); scrolled out of view they must stop. Measured in Debian Chromium at
 * 390×844 over windows with nothing touched, at the top of home (the banners and ticker in view)
 * and scrolled to its end (none of them in view): the CPU time of every Chromium process (main
 * thread, compositor, GPU and raster: a CSS animation costs there, not on the main thread), and
 * the page's own task time (CDP Performance.getMetrics). Median of 3 windows each, in one run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';
import { dismissNotices, withPlatformAndBrowser } from './with-browser';

const WINDOW_MS = 4000;
/** Scrolled past every moving part, the page should be all but idle: a share of one core. */
const SCROLLED_BUDGET = 0.02;

/** CPU seconds used so far by this process's Chromium descendants (Linux /proc; 0 elsewhere). */
function chromiumSeconds(): number {
  const parents = new Map<number, number>();
  const used = new Map<number, number>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(fields[1]));
      if (/chrom/i.test(command)) used.set(Number(name), (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // The process ended while the list was read.
    }
  }
  const ours = (pid: number): boolean => {
    for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at)) if (at === process.pid) return true;
    return false;
  };
  return [...used].filter(([pid]) => ours(pid)).reduce((sum, [, seconds]) => sum + seconds, 0);
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
}

/** The share of one core Chromium as a whole, and the page's own tasks, took over a quiet window. */
async function busyShare(cdp: CDPSession, wait: (ms: number) => Promise<void>): Promise<{ all: number; page: number }> {
  const before = { all: chromiumSeconds(), page: await taskSeconds(cdp) };
  const started = Date.now();
  await wait(WINDOW_MS);
  const seconds = (Date.now() - started) / 1000;
  return { all: Math.max(0, chromiumSeconds() - before.all) / seconds, page: Math.max(0, (await taskSeconds(cdp)) - before.page) / seconds };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const medianOf = (shares: { all: number; page: number }[]) => ({ all: median(shares.map((s) => s.all)), page: median(shares.map((s) => s.page)) });
const percent = (share: number) => `${(share * 100).toFixed(1).padStart(5)} % of a core`;

await withPlatformAndBrowser('idle', async (browser, base) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${base}/m/home`);
  await page.locator('.wl-game__art').first().waitFor();
  await page.locator('.wl-carousel[data-autoplay]').first().waitFor();
  await dismissNotices(page);
  const wait = (ms: number) => page.waitForTimeout(ms);
  const top: { all: number; page: number }[] = [];
  const scrolled: { all: number; page: number }[] = [];
  for (let run = 0; run < 3; run++) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('.wl-carousel[data-autoplay]')?.getAttribute('data-autoplay') === 'running');
    top.push(await busyShare(cdp, wait));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => document.querySelector('.wl-carousel[data-autoplay]')?.getAttribute('data-autoplay') === 'paused');
    scrolled.push(await busyShare(cdp, wait));
  }
  const [atTop, away] = [medianOf(top), medianOf(scrolled)];
  console.log(`\nHome while the player only reads (390×844, CPU ×1, ${WINDOW_MS / 1000} s windows, median of 3): all of Chromium / the page's main thread`);
  console.log(`  at the top, banners and ticker in view   ${percent(atTop.all)} / ${percent(atTop.page)}`);
  console.log(`  scrolled past every moving part          ${percent(away.all)} / ${percent(away.page)}  budget ${percent(SCROLLED_BUDGET).trim()} (all): ${away.all <= SCROLLED_BUDGET ? 'within budget' : 'OVER BUDGET'}`);
  await context.close();
});
