/**
 * `npm run bench` (interaction): from a tap or a key to the next frame, on a phone-speed CPU (×4),
 * for what players do most: opening the side menu, switching a lobby category, typing in the
 * lobby's search box, and "load more" under a game list. Timed by the browser itself (Event
 * Timing: an event's duration runs from the input to the next paint after its handlers), the
 * longest event of each interaction, median of 5. Budget 100 ms each ("good" is 200 ms).
 */
import type { Page } from 'playwright-core';
import { dismissNotices, withPlatformAndBrowser } from './with-browser';

const BUDGET_MS = 100;
const RUNS = 5;
const CPU_SLOWDOWN = 4;

/** Starts recording events (Event Timing) from now; the recorder hands back the longest since. */
async function startRecording(page: Page): Promise<void> {
  await page.evaluate(() => {
    const holder = window as unknown as { __events: number[]; __eventObserver?: PerformanceObserver };
    holder.__eventObserver?.disconnect();
    holder.__events = [];
    holder.__eventObserver = new PerformanceObserver((list) => list.getEntries().forEach((entry) => holder.__events.push(entry.duration)));
    holder.__eventObserver.observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
}

/** The longest event since recording started (0 when every event was under 16 ms), once the page has painted. */
async function longestEvent(page: Page): Promise<number> {
  // Entries arrive after the frame that ends them: two frames and a task later they are in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
  return page.evaluate(() => Math.max(0, ...(window as unknown as { __events: number[] }).__events));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Interaction {
  label: string;
  path: string;
  /** Gets the page to where the interaction starts (not timed). */
  prepare: (page: Page) => Promise<void>;
  /** The interaction itself, and what shows that it was done. */
  act: (page: Page) => Promise<void>;
}

const INTERACTIONS: Interaction[] = [
  {
    label: 'open the side menu',
    path: '/m/home',
    prepare: async (page) => {
      await page.getByRole('button', { name: '打开导航菜单' }).waitFor();
    },
    act: async (page) => {
      await page.getByRole('button', { name: '打开导航菜单' }).click();
      await page.getByRole('dialog', { name: '导航菜单' }).waitFor();
    },
  },
  {
    label: 'switch a lobby category',
    path: '/m/home',
    prepare: async (page) => {
      await page.locator('.wl-game__art').first().waitFor();
    },
    act: async (page) => {
      await page.locator('#game-area').getByRole('button', { name: '电子', exact: true }).first().click();
      // The category's vendor cards replace the lobby's home view.
      await page.locator('#game-area').getByText('PG Soft').first().waitFor();
    },
  },
  {
    label: 'type in the lobby search box',
    path: '/m/home',
    prepare: async (page) => {
      await page.getByRole('searchbox').first().click();
    },
    act: async (page) => {
      await page.keyboard.type('dr', { delay: 60 });
    },
  },
  {
    label: 'load more games',
    path: '/m/gameList?gameType=ALL',
    prepare: async (page) => {
      await page.locator('.wl-game').first().waitFor();
      await page.getByRole('button', { name: /^更多/ }).scrollIntoViewIfNeeded();
    },
    act: async (page) => {
      const before = await page.locator('.wl-game').count();
      await page.getByRole('button', { name: /^更多/ }).click();
      await page.waitForFunction((n) => document.querySelectorAll('.wl-game').length > n, before);
    },
  },
];

await withPlatformAndBrowser('interaction', async (browser, base) => {
  console.log(`\nTap or key to the next frame (Event Timing), CPU ×${CPU_SLOWDOWN}, 390×844, median of ${RUNS}`);
  for (const interaction of INTERACTIONS) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
      const page = await context.newPage();
      await page.goto(`${base}${interaction.path}`);
      await page.locator('nav[aria-label="底部导航"]').waitFor();
      // Settled: the first screen's own work is done before the CPU slows down and the clock runs.
      await page.waitForLoadState('networkidle');
      await dismissNotices(page);
      await interaction.prepare(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await startRecording(page);
      await interaction.act(page);
      times.push(await longestEvent(page));
      await context.close();
    }
    const result = median(times);
    const verdict = result <= BUDGET_MS ? 'within budget' : 'OVER BUDGET';
    console.log(`  ${interaction.label.padEnd(32)} ${result.toFixed(0).padStart(5)} ms  (runs ${times.map((t) => t.toFixed(0)).join(', ')})  budget ${BUDGET_MS} ms: ${verdict}`);
  }
});
