/**
 * `npm run bench` (first screen): what a player on a mid-range phone and a slow network waits for.
 * Loads /m/login and /m/home in Debian Chromium with network and CPU throttling, cold and warm
 * (second visit, HTTP cache), then through the service worker (online and with the network cut),
 * and prints time until the screen is usable, requests and bytes on the
 * wire. Printed, never asserted.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { withPlatformAndBrowser } from './with-browser';

interface Profile { name: string; latencyMs: number; downKbps: number; upKbps: number; cpuSlowdown: number }
const PROFILES: Profile[] = [
  { name: 'slow phone (1.6 Mbps, 150 ms, CPU ×4)', latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4 },
  { name: 'unthrottled loopback', latencyMs: 0, downKbps: 0, upKbps: 0, cpuSlowdown: 1 },
];
/**
 * Each screen is ready when the player can use it: the first frame in which its probe element has a
 * box, timed in the page from the start of navigation (performance.now()). Playwright's own waiting
 * polls with growing pauses (up to half a second on a throttled CPU), which measured the poll, not
 * the page. A budget applies to the slow phone's cold visit.
 */
interface Probe { selector: string; text?: string }
const SCREENS: { path: string; label: string; probe: Probe; budgetMs?: number }[] = [
  { path: '/m/login', label: 'login', probe: { selector: 'button', text: '登录' } },
  { path: '/m/home', label: 'home', probe: { selector: 'nav[aria-label="底部导航"]' } },
  // The lobby's first game tile on screen (image or its name on a placeholder), not just the chrome.
  { path: '/m/home', label: 'home: first game tile', budgetMs: 2500, probe: { selector: '.wl-game__art' } },
];

/**
 * Installed before the page's own scripts: records the first frame in which the probe shows. Given
 * as source text: tsx would wrap a function's inner helpers in a `__name` the page does not have.
 */
async function watchFor(page: Page, probe: Probe): Promise<void> {
  await page.addInitScript(`(() => {
    const wanted = ${JSON.stringify(probe)};
    const shown = () => [...document.querySelectorAll(wanted.selector)].some((el) =>
      (wanted.text === undefined || el.textContent.trim() === wanted.text) && el.getBoundingClientRect().height > 0);
    const frame = () => { if (shown()) window.__shownAt = performance.now(); else requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
  })();`);
}

/** Waits until the watcher saw the probe, and answers when (ms from the start of navigation). */
async function shownAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt, null, { timeout: 30_000 });
  return Number(await handle.jsonValue());
}

const SLOW = PROFILES[0];

async function throttle(cdp: CDPSession, profile: Profile): Promise<void> {
  await cdp.send('Network.enable');
  if (profile.downKbps > 0) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency: profile.latencyMs, downloadThroughput: (profile.downKbps * 1000) / 8, uploadThroughput: (profile.upKbps * 1000) / 8,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

async function visit(page: Page, cdp: CDPSession, base: string, screen: (typeof SCREENS)[number]) {
  await watchFor(page, screen.probe);
  let requests = 0;
  let bytes = 0;
  const onFinished = (e: { encodedDataLength: number }) => { requests += 1; bytes += e.encodedDataLength; };
  cdp.on('Network.loadingFinished', onFinished);
  await page.goto(base + screen.path);
  const ms = await shownAt(page);
  await page.waitForLoadState('networkidle');
  cdp.off('Network.loadingFinished', onFinished);
  return { ms, requests, kb: bytes / 1024 };
}

/**
 * A long game grid (300+ tiles, loaded with "more") scrolled top to bottom: long tasks (over
 * 50 ms) seen by Chromium while it scrolls, at CPU ×1 and ×4. Budget: none over 50 ms at ×1.
 */
async function gridScroll(browser: Browser, base: string): Promise<void> {
  console.log('\nGame grid of 300+ tiles scrolled top to bottom (long tasks over 50 ms while scrolling)');
  for (const rate of [1, 4]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${base}/m/gameList?gameType=ALL`);
    const tiles = page.locator('.wl-game');
    await tiles.first().waitFor();
    while ((await tiles.count()) < 300) {
      const more = page.getByRole('button', { name: /^更多/ });
      if (!(await more.isVisible())) break;
      const before = await tiles.count();
      await more.click();
      await page.waitForFunction((n) => document.querySelectorAll('.wl-game').length > n, before);
    }
    const count = await tiles.count();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.evaluate(() => window.scrollTo(0, 0));
    const longTasks = await page.evaluate(async () => {
      const seen: number[] = [];
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => seen.push(e.duration)));
      observer.observe({ type: 'longtask', buffered: false });
      const end = document.documentElement.scrollHeight - window.innerHeight;
      for (let y = 0; y < end; y += 120) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      observer.disconnect();
      return seen;
    });
    const worst = longTasks.length ? Math.max(...longTasks) : 0;
    const verdict = rate === 1 ? `  budget: none over 50 ms: ${longTasks.length === 0 ? 'within budget' : 'OVER BUDGET'}` : '';
    console.log(`  CPU ×${rate}: ${count} tiles, ${longTasks.length} long tasks, worst ${worst.toFixed(0)} ms${verdict}`);
    await context.close();
  }
}

/**
 * A returning player's home, shell from the worker: usable within 1.5 s, online or not (a cold
 * visit needs about that long just to fetch the shell), first tile within the cold budget.
 */
const WARM_BUDGET_MS = { shell: 1500, offline: 1500, tile: 2500 };

/**
 * Warm start through the service worker, slow-phone profile: a first visit installs the worker,
 * then home opens again (median of 3) online — shell from the worker, data from the network —
 * and with the network cut (shell from the worker, template and layouts from the saved copy).
 */
async function warmStart(browser: Browser, base: string): Promise<void> {
  console.log('\nWarm start through the service worker (slow phone; median of 3 visits after one that installed it)');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale: 'zh-CN', serviceWorkers: 'allow' });
  const first = await context.newPage();
  await first.goto(`${base}/m/home`);
  await first.getByRole('navigation', { name: '底部导航' }).waitFor();
  await first.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active) && Boolean(navigator.serviceWorker.controller), null, { timeout: 30_000 });
  await first.close();
  const rows: [string, string, boolean, number][] = [
    ['online: home usable', 'shell', false, WARM_BUDGET_MS.shell],
    ['online: first game tile', 'tile', false, WARM_BUDGET_MS.tile],
    ['network cut: home usable', 'shell', true, WARM_BUDGET_MS.offline],
  ];
  for (const [label, until, offline, budget] of rows) {
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await throttle(cdp, SLOW);
      if (offline) await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await watchFor(page, until === 'shell' ? SCREENS[1].probe : SCREENS[2].probe);
      await page.goto(`${base}/m/home`);
      times.push(await shownAt(page));
      await page.close();
    }
    const median = times.sort((a, b) => a - b)[1];
    console.log(`  ${label.padEnd(28)} ${median.toFixed(0).padStart(6)} ms  budget ${budget} ms: ${median <= budget ? 'within budget' : 'OVER BUDGET'}`);
  }
  await context.close();
}

await withPlatformAndBrowser('first', async (browser, base) => {
  console.log('\nFirst screen in Chromium, 390×844 (median of 3 cold visits, which also register the service worker; warm = second visit right after, HTTP cache)');
  console.log(`${'profile'.padEnd(40)} ${'screen'.padEnd(22)} ${'cold ms'.padStart(8)} ${'req'.padStart(4)} ${'KB'.padStart(7)} ${'warm ms'.padStart(8)} ${'KB'.padStart(6)}`);
  for (const profile of PROFILES) {
    for (const screen of SCREENS) {
      const colds: Awaited<ReturnType<typeof visit>>[] = [];
      let warm = { ms: 0, requests: 0, kb: 0 };
      for (let run = 0; run < 3; run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale: 'zh-CN' });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await throttle(cdp, profile);
        colds.push(await visit(page, cdp, base, screen));
        if (run === 0) warm = await visit(page, cdp, base, screen);
        await context.close();
      }
      colds.sort((a, b) => a.ms - b.ms);
      const cold = colds[1];
      const verdict = screen.budgetMs && profile === SLOW ? `  budget ${screen.budgetMs} ms: ${cold.ms <= screen.budgetMs ? 'within budget' : 'OVER BUDGET'}` : '';
      console.log(`${profile.name.padEnd(40)} ${screen.label.padEnd(22)} ${cold.ms.toFixed(0).padStart(8)} ${String(cold.requests).padStart(4)} ${cold.kb.toFixed(1).padStart(7)} ${warm.ms.toFixed(0).padStart(8)} ${warm.kb.toFixed(1).padStart(6)}${verdict}`);
    }
  }
  await warmStart(browser, base);
  await gridScroll(browser, base);
});
