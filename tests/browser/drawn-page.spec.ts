import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { collectCspViolations, loginAs, skipHomePopups } from './support';

/** Console errors React or the app report when a drawn page did not match the app's first render. */
function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|\[hydrate\]|#418|#423|#425/i.test(m.text())) errors.push(m.text().slice(0, 400));
  });
  return errors;
}

/** Opens `path` as a guest and answers the HTML the platform sent for the navigation. */
async function openDrawn(page: Page, path: string): Promise<string> {
  let html = '';
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'document') html = await r.text().catch(() => '');
  });
  await page.goto(path, { waitUntil: 'commit' });
  // The drawn page is there before the app: mark an element of it to find again after.
  await page.waitForSelector('#root[data-drawn] main', { state: 'attached' });
  await page.evaluate(() => ((window as unknown as { drawnMain: Element | null }).drawnMain = document.querySelector('#root main')));
  await page.waitForLoadState('networkidle');
  return html;
}

const keptDrawnMain = (page: Page) => page.evaluate(() => document.querySelector('#root main') === (window as unknown as { drawnMain: Element | null }).drawnMain);

const PAGES: { path: string; cn: string; en: string; tiles?: boolean }[] = [
  { path: '/m/home', cn: '首页', en: 'Home', tiles: true },
  { path: '/m/login', cn: '登录', en: 'Login' },
  { path: '/m/activity', cn: '优惠', en: 'Promotions' },
  { path: '/m/gameList?gameType=RNG', cn: '电子', en: 'Slots', tiles: true },
];

for (const language of ['CN', 'EN'] as const) {
  test.describe(`a guest's first page arrives drawn (${language})`, () => {
    test.beforeEach(async ({ page, context, baseURL }) => {
      await skipHomePopups(page);
      if (language === 'EN') {
        // As a device that chose English keeps it: the preference, and the cookie the app writes from it.
        await page.addInitScript(() => localStorage.getItem('language') || localStorage.setItem('language', 'EN'));
        await context.addCookies([{ name: 'wl_view', value: 'EN', url: baseURL! }]);
      }
    });

    for (const { path, cn, en, tiles } of PAGES) {
      test(`${path}: drawn by the platform in ${language}, then taken over by the app as it is`, async ({ page }) => {
        const hydration = collectHydrationErrors(page);
        const csp = collectCspViolations(page);
        const html = await openDrawn(page, path);
        // Inert until the app has taken it over (no tap or letter lost), then the app's.
    expect(html).toContain('<div id="root" data-drawn="1" inert>');
        expect(html).not.toContain('class="boot-loader"');
        expect(html).toContain(language === 'CN' ? cn : en);
        // The game tiles are in the HTML itself: seen before any script has run.
        if (tiles) expect((html.match(/class="wl-game wl-game--/g) ?? []).length).toBeGreaterThan(3);
        await expect.poll(() => keptDrawnMain(page)).toBe(true);
        await expect(page.locator('#root')).not.toHaveAttribute('inert');
        expect(hydration).toEqual([]);
        expect(csp).toEqual([]);
      });
    }
  });
}

test('a drawn game list is the list the app shows: its type, providers and kinds are drawn, and nothing moves while the app takes it over', async ({ page }) => {
  await skipHomePopups(page);
  await page.addInitScript(() => {
    const holder = window as unknown as { shifts: { value: number; sources: string[] }[] };
    holder.shifts = [];
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        const shift = entry as PerformanceEntry & { value: number; sources?: { node?: Node }[] };
        holder.shifts.push({ value: shift.value, sources: (shift.sources ?? []).map((source) => (source.node as Element | undefined)?.className ?? '') });
      }),
    ).observe({ type: 'layout-shift', buffered: true });
  });
  const html = await openDrawn(page, '/m/gameList?gameType=RNG');
  // Drawn in the state the list enters with (its game type from the route), with that type's data.
  expect(html).toContain('电子');
  expect(html).not.toContain('t:games_title_list');
  expect(html).toContain('PG Soft');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('.wl-carousel[data-swipe="ready"]').length)).toBeGreaterThan(0);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);
  expect(shifts, JSON.stringify(shifts)).toEqual([]);
});

test('the drawn home works as the app: a tap on the footer opens the promotions', async ({ page }) => {
  await skipHomePopups(page);
  const hydration = collectHydrationErrors(page);
  await openDrawn(page, '/m/home');
  await page.getByRole('navigation', { name: '底部导航' }).getByRole('button', { name: '优惠' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  expect(hydration).toEqual([]);
});

test("operator HTML is never drawn by the platform (nothing there can sanitise it): the app puts it in, sanitised, once it takes the page over", async ({ page }) => {
  await skipHomePopups(page);
  const hydration = collectHydrationErrors(page);
  const list = (await (await page.request.get('/wps/promotions?merchantCode=DEMO&language=CN')).json()) as { value: { list: { id: number }[] } };
  const html = await openDrawn(page, `/m/activityDetail?id=${list.value.list[0].id}`);
  expect(html).toContain('<div class="wl-html"></div>');
  await expect(page.locator('.wl-html').first()).not.toBeEmpty();
  expect(await keptDrawnMain(page)).toBe(true);
  expect(hydration).toEqual([]);
});

test("a member's page arrives drawn as their type of member's, and the app fills in their own without a guest's page ever showing", async ({ page, request, baseURL }) => {
  await skipHomePopups(page);
  await loginAs(page, request, 'demo', 'demo1234');
  // The app says on this device that a real member (type 0) keeps a session here.
  await expect.poll(async () => (await page.context().cookies(baseURL!)).find((c) => c.name === 'wl_view')?.value).toBe('CN.m0');
  const guestShown: string[] = [];
  await page.exposeFunction('guestShown', (text: string) => guestShown.push(text));
  await page.addInitScript(() => {
    const look = () => {
      const text = document.getElementById('root')?.textContent ?? '';
      if (text.includes('立即注册')) void (window as unknown as { guestShown: (t: string) => void }).guestShown(text.slice(0, 80));
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const hydration = collectHydrationErrors(page);
  const csp = collectCspViolations(page);
  const html = await openDrawn(page, '/m/home');
  expect(html).toContain('<div id="root" data-drawn="1" inert>');
  expect(html).toContain('账户余额');
  expect(html).not.toContain('立即注册');
  expect(html).not.toContain('Demo Player');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByText('Demo Player').first()).toBeVisible();
  await expect(page.getByText('1,288.50').first()).toBeVisible();
  expect(guestShown).toEqual([]);
  expect(hydration).toEqual([]);
  expect(csp).toEqual([]);
});

test("a member's page is never drawn as a guest's, nor when the device did not say the member's type", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'wl_view', value: 'CN.m', url: baseURL! }]);
  const response = await page.request.get('/m/home', { headers: { 'sec-fetch-mode': 'navigate' } });
  const html = await response.text();
  expect(html).not.toContain('data-drawn');
  expect(html).toContain('class="boot-loader"');
});

test('the app keeps the view cookie in step: a guest who switches to English gets the next page drawn in English', async ({ page }) => {
  await skipHomePopups(page);
  await openDrawn(page, '/m/login');
  await page.evaluate(() => localStorage.setItem('language', 'EN'));
  expect((await page.context().cookies()).find((c) => c.name === 'wl_view')?.value).toBe('CN');
  await page.reload({ waitUntil: 'commit' });
  // The app read the stored language on this start and wrote it to the cookie: the next navigation is drawn in it.
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'wl_view')?.value).toBe('EN');
  const html = await (await page.request.get('/m/login', { headers: { 'sec-fetch-mode': 'navigate' } })).text();
  expect(html).toContain('>Login<');
});

/** Every path of the shipped routes (the game lists with a type, as the lobby opens them). */
const ROUTE_PATHS = [
  ...new Set(
    (JSON.parse(readFileSync('layouts/routes.json', 'utf8')) as { routes: { path: string }[] }).routes.map((route) => (route.path === '/m/gameList' ? '/m/gameList?gameType=LIVE' : route.path)),
  ),
];

for (const language of ['CN', 'EN'] as const) {
  test(`every screen a guest may open is drawn and taken over as it is (${language})`, async ({ page, context, baseURL }) => {
    test.slow();
    await skipHomePopups(page);
    if (language === 'EN') {
      await page.addInitScript(() => localStorage.getItem('language') || localStorage.setItem('language', 'EN'));
      await context.addCookies([{ name: 'wl_view', value: 'EN', url: baseURL! }]);
    }
    const hydration = collectHydrationErrors(page);
    const drawnPaths: string[] = [];
    for (const path of ROUTE_PATHS) {
      // Routes a guest is sent on from (member screens) are not drawn: the app sends them to sign in.
      const sent = await (await context.request.get(path, { headers: { 'sec-fetch-mode': 'navigate' } })).text();
      if (!sent.includes('data-drawn="1"')) continue;
      drawnPaths.push(path);
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForSelector('#root[data-drawn] main', { state: 'attached' });
      await page.evaluate(() => ((window as unknown as { drawnMain: Element | null }).drawnMain = document.querySelector('#root main')));
      await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 15_000 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect({ path, kept: await keptDrawnMain(page), hydration }).toEqual({ path, kept: true, hydration: [] });
    }
    expect(drawnPaths.length).toBeGreaterThan(20);
  });
}
