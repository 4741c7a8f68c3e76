import { expect, test } from './fixtures';
import { skipHomePopups } from './support';

test('a first visit asks for the template, switches, status and its page\'s layouts once each, from the first script, while the app downloads; the rest of the layouts after', async ({ page }) => {
  await skipHomePopups(page);
  const order: string[] = [];
  page.on('request', (r) => {
    const { pathname, search } = new URL(r.url());
    if (/^\/wps\/(system\/(templates|whitelabel|status)|layouts)$/.test(pathname) || /\/m\/assets\/(early|vendor)-/.test(pathname)) order.push(pathname.startsWith('/wps/layouts') ? `${pathname}${search}` : pathname.replace(/-[\w-]+\.js$/, ''));
  });
  const vendorDone = page.waitForResponse((r) => /\/m\/assets\/vendor-/.test(r.url()));
  const rest = page.waitForResponse((r) => r.url().includes('/wps/layouts?after='));
  await page.goto('/m/home');
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  const html = await (await page.request.get('/m/home')).text();
  // The tiny script comes first in the page, before the app's entry.
  expect(html.indexOf('/m/assets/early-')).toBeGreaterThan(0);
  expect(html.indexOf('/m/assets/early-')).toBeLessThan(html.indexOf('/m/assets/index-'));
  await vendorDone;
  for (const call of ['/wps/system/templates', '/wps/system/whitelabel', '/wps/system/status', '/wps/layouts?for=%2Fm%2Fhome']) {
    expect({ call, times: order.filter((p) => p === call).length }).toEqual({ call, times: 1 });
  }
  // Asked for by the first script (which loads before them), and never again by the app.
  expect(order.indexOf('/m/assets/early')).toBeLessThan(order.indexOf('/wps/layouts?for=%2Fm%2Fhome'));
  // The rest comes once the page is up, once; then the copy is kept for the next start.
  await rest;
  await expect.poll(() => page.evaluate(() => Boolean(localStorage.getItem('MC_LAYOUT_ETAG')))).toBe(true);
  expect(order.filter((p) => p.startsWith('/wps/layouts'))).toEqual(['/wps/layouts?for=%2Fm%2Fhome', '/wps/layouts?after=%2Fm%2Fhome']);
});

test('a screen the first visit has not received yet waits for the rest of the layouts, then opens', async ({ page }) => {
  await skipHomePopups(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname === '/wps/layouts' && url.searchParams.has('after'), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/m/help');
  await expect(page.getByRole('heading', { name: '帮助中心' })).toBeVisible();
  await page.getByRole('navigation', { name: '底部导航' }).getByRole('button', { name: '优惠' }).click();
  await expect(page.locator('.status-page[aria-busy="true"]')).toHaveText('加载中...');
  release();
  await expect(page.getByText('新人首存 100% 红利')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(page.locator('.status-page')).toHaveCount(0);
});

test('while the rest of the layouts is still coming, links to screens in it are shown and lead there', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname === '/wps/layouts' && url.searchParams.has('after'), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/m/message');
  // The notices screen is not in the message centre's share: its entry shows all the same.
  const notices = page.locator('main').getByRole('link', { name: /^公告/ });
  await expect(notices).toBeVisible();
  await notices.click();
  release();
  await expect(page).toHaveURL(/\/m\/notice$/);
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
