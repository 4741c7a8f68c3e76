import { expect, test, type Page } from './fixtures';
import { skipHomePopups } from './support';

// The only tests with the service worker on (playwright.config.ts blocks it for the others).
test.use({ serviceWorkers: 'allow' });

async function workerInControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active) && Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
    .toBe(true);
}

test.describe('a returning player without the network', () => {
  test.beforeEach(async ({ page }) => skipHomePopups(page));

  test('after one visit the app opens with the network cut: the worker serves the shell, the saved template and layouts draw the screens', async ({ page, context }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/m/home');
    const footer = page.getByRole('navigation', { name: '底部导航' });
    await expect(footer).toBeVisible();
    await workerInControl(page);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(footer).toBeVisible();
      // Said once, quietly: what shows is the saved copy, and the app keeps trying.
      await expect(page.getByText('网络不稳定：正在显示已保存的内容，并将自动重试。')).toBeVisible();
      // Another screen, never opened before, opens from the saved layouts too (a reload on it as well).
      await page.goto('/m/login');
      await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    expect(pageErrors).toEqual([]);
  });

  test('the worker serves the app shell; API answers are never kept by it (live data is always asked for)', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    await workerInControl(page);
    await page.reload();
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    const seen = await page.evaluate(async () => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return { workerStart: navigation.workerStart, urls };
    });
    expect(seen.workerStart).toBeGreaterThan(0);
    expect(seen.urls).toContain('/m/index.html');
    expect(seen.urls.some((url) => url.startsWith('/m/assets/'))).toBe(true);
    expect(seen.urls.filter((url) => /^\/(wps|lgw|ops)\//.test(url))).toEqual([]);
  });
});
