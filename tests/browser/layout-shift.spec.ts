import { expect, test } from './fixtures';

declare global {
  interface Window {
    __shift?: number;
  }
}

test.describe('nothing jumps while a screen loads', () => {
  test('a header whose widgets arrive after the page keeps its room: the game list does not move down (CLS under 0.05)', async ({ page, context, baseURL }) => {
    // A page the app draws itself (a device that keeps a session gets no drawn page): a drawn page
    // has its header from the first byte and waits for every widget before the app takes it over.
    await context.addCookies([{ name: 'wl_view', value: 'CN.m', url: baseURL! }]);
    await page.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) window.__shift! += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The views (the header's menu, logo and sign-in buttons among them) come late, as on a slow
    // network: the frame and the page's room are drawn first.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/m\/assets\/shell-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/m/gameList?gameType=RNG');
    await expect(page.locator('.app-header-pending')).toHaveCount(1);
    await expect(page.locator('main.app-main')).toBeVisible();
    release();
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(page.locator('.wl-game').first()).toBeVisible();
    await expect(page.locator('.app-header-pending')).toHaveCount(0);
    // The last shifts are reported with the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.__shift)).toBeLessThan(0.05);
  });
});
