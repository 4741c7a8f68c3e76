import { expect, test } from './fixtures';
import { skipHomePopups } from './support';

test('a first visit asks for the template, switches, status and layouts once each, from the first script, while the app downloads', async ({ page }) => {
  await skipHomePopups(page);
  const order: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (/^\/wps\/(system\/(templates|whitelabel|status)|layouts)$/.test(pathname) || /\/m\/assets\/(early|vendor)-/.test(pathname)) order.push(pathname.replace(/-[\w-]+\.js$/, ''));
  });
  const vendorDone = page.waitForResponse((r) => /\/m\/assets\/vendor-/.test(r.url()));
  await page.goto('/m/home');
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  const html = await (await page.request.get('/m/home')).text();
  // The tiny script comes first in the page, before the app's entry.
  expect(html.indexOf('/m/assets/early-')).toBeGreaterThan(0);
  expect(html.indexOf('/m/assets/early-')).toBeLessThan(html.indexOf('/m/assets/index-'));
  await vendorDone;
  for (const call of ['/wps/system/templates', '/wps/system/whitelabel', '/wps/system/status', '/wps/layouts']) {
    expect({ call, times: order.filter((p) => p === call).length }).toEqual({ call, times: 1 });
  }
  // Asked for by the first script (which loads before them), and never again by the app.
  expect(order.indexOf('/m/assets/early')).toBeLessThan(order.indexOf('/wps/layouts'));
});

test("a guest's first home screen arrives with its games: the lobby shows them without asking for them", async ({ page }) => {
  await skipHomePopups(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/wps/game/')) asked.push(pathname);
  });
  await page.goto('/m/home');
  await expect(page.locator('.wl-game').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '真人' })).toBeVisible();
  // The hot list, the vendor types and the category lists came with the page.
  expect(asked.filter((path) => ['/wps/game/hot', '/wps/game/vendorGameTypes', '/wps/game/list'].includes(path))).toEqual([]);

  // A player whose stored language differs gets lists in that language: the app asks for them.
  await page.evaluate(() => localStorage.setItem('language', 'EN'));
  await page.goto('/m/home');
  await expect(page.locator('.wl-game').first()).toBeVisible();
  expect(asked).toContain('/wps/game/hot');
});
