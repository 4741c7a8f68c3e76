import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { arriveWithoutPageData, collectCspViolations, loginAs, ops, skipHomePopups } from './support';

const grid = (page: Page) => page.getByRole('list', { name: '电子' }).last();
/** The button that opens a game (its heart is another button with the name in its label). */
const openGame = (page: Page, name: string) => page.locator('.wl-game__open', { hasText: name }).first();

test.describe('lobby and game lists as a guest', () => {
  test.beforeEach(async ({ page }) => skipHomePopups(page));

  test('home: banners, the side menu, a category carousel, more, vendor cards and the winner board', async ({ page }) => {
    const csp = collectCspViolations(page);
    await page.goto('/m/home');
    // The banner carousel is a lazy chunk fetched on a cold cache: on a busy 2-core machine it can
    // take longer than the 7 s default, while the rest of the home page is already there.
    await expect(page.getByRole('region', { name: '活动横幅' }).getByRole('button').first()).toBeVisible({ timeout: 15_000 });
    const menu = page.getByRole('list', { name: '游戏分类' }).first();
    await expect(menu.getByRole('button', { name: '首页' })).toHaveAttribute('aria-pressed', 'true');
    for (const category of ['热门', '收藏', '电子', '真人', '体育', '电竞', '斗鸡', '彩票']) {
      await expect(menu.getByRole('button', { name: category })).toBeVisible();
    }
    // The first game tile shows on the first screen.
    await expect(page.locator('.wl-game').first()).toBeInViewport();
    // "More" on the hot carousel selects that category; a category of vendors lists vendors, then one vendor's games.
    await page.getByRole('button', { name: '更多', exact: true }).first().click();
    await expect(menu.getByRole('button', { name: '热门' })).toHaveAttribute('aria-pressed', 'true');
    // The hot category lists its games (it was blank while a bound error text was missing).
    await expect(page.getByRole('list', { name: '热门', exact: true }).filter({ visible: true }).getByRole('listitem').first()).toBeVisible();
    await menu.getByRole('button', { name: '电子' }).click();
    await expect(menu.getByRole('button', { name: '电子' })).toHaveAttribute('aria-pressed', 'true');
    const providers = page.getByRole('list', { name: '游戏厂商' }).filter({ visible: true }).first();
    await expect(providers.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    await page.locator('.wl-chip--card', { hasText: 'PG Soft' }).filter({ visible: true }).first().click();
    await expect(page.getByRole('button', { name: /Lotus Deluxe/ }).first()).toBeVisible();
    const winners = page.getByRole('list', { name: '最新中奖' }).first();
    await expect(winners.getByRole('button').first()).toContainText('¥');
    // With a vendor chosen, the strip's "view all" opens that vendor's full list.
    await page.getByRole('link', { name: '查看全部' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/m\/providers\?vassalage=PG$/);
    await expect(page.getByRole('button', { name: /Lotus Deluxe/ }).first()).toBeVisible();
    expect(csp).toEqual([]);
  });

  test("every vendor in the home footer's list opens its own category's games (a live vendor opens live games, not slots)", async ({ page }) => {
    await page.goto('/m/home');
    // The footer's list is the page's last one of that name.
    await page.getByRole('list', { name: '游戏厂商' }).last().getByRole('button', { name: 'Evolution' }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=LIVE&vassalage=EVO$/);
    await expect(page.locator('.wl-game').first()).toBeVisible();
    await page.goBack();
    await page.getByRole('list', { name: '游戏厂商' }).last().getByRole('button', { name: 'V8 Poker' }).click();
    await expect(page).toHaveURL(/gameType=PVP&vassalage=V8$/);
    await expect(page.locator('.wl-game').first()).toBeVisible();
  });

  test('slot games: 36 at a time with current/total, load more, a trimmed name search, and a guest launch goes to login', async ({ page }) => {
    await page.goto('/m/slot-games');
    await expect(page.getByText('36/210')).toBeVisible();
    await expect(grid(page).getByRole('listitem')).toHaveCount(36);
    await page.getByRole('button', { name: /^更多/ }).click();
    await expect(grid(page).getByRole('listitem')).toHaveCount(72);
    await expect(page.getByText('72/210')).toBeVisible();
    const search = page.getByRole('searchbox', { name: '游戏名称' });
    await search.fill('  dragon ');
    await search.press('Enter');
    await expect(grid(page).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByText('4/4')).toBeVisible();
    await openGame(page, 'Dragon Fever').click();
    await expect(page).toHaveURL(/\/m\/login(\?returnTo=[^&]+)?$/);
  });

  test('roulette lists live roulette only; hot toggles on and off; a heart, recent or favourites send a guest to login', async ({ page }) => {
    await page.goto('/m/roulette');
    await expect(page.getByRole('button', { name: '轮盘', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /Lightning Roulette/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Baccarat/ })).toHaveCount(0);
    const hot = page.getByRole('button', { name: '热门', exact: true });
    await hot.click();
    await expect(hot).toHaveAttribute('aria-pressed', 'true');
    await hot.click();
    await expect(hot).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: /^收藏 / }).first().click();
    await expect(page).toHaveURL(/\/m\/login(\?returnTo=[^&]+)?$/);
    await page.goto('/m/slot-games');
    await page.getByRole('button', { name: '最近', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/login(\?returnTo=[^&]+)?$/);
  });

  test('the left panel lists the lobby categories: from a list page a tap opens that category on home', async ({ page }) => {
    await page.goto('/m/slot-games');
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    await page.getByRole('list', { name: '游戏分类' }).getByRole('button', { name: '真人' }).click();
    await expect(page).toHaveURL(/\/m\/home\?cat=LIVE$/);
    await expect(page.getByRole('list', { name: '游戏分类' }).first().getByRole('button', { name: '真人' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.wl-chip--card', { hasText: 'Evolution' }).filter({ visible: true }).first()).toBeInViewport();
  });

  test('the side menu is drawn ahead while the player looks at home, out of reach until opened; a tap only slides it in', async ({ page }) => {
    await page.goto('/m/home');
    const panel = page.locator('#panel-leftPanel');
    // Drawn ahead: its categories are in the page before any tap, inside a closed, inert panel.
    await expect(panel.locator('.wl-drawer__body > *').first()).toBeAttached();
    await expect(page.locator('.wl-drawer--left')).toHaveAttribute('inert', '');
    await expect(page.getByRole('dialog', { name: '导航菜单' })).toHaveCount(0);
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    await expect(page.getByRole('dialog', { name: '导航菜单' }).getByRole('list', { name: '游戏分类' })).toBeVisible();
  });

  test('the lobby favourites tab sends a guest to registration', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('list', { name: '游戏分类' }).first().getByRole('button', { name: '收藏' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('a failing list shows its error with retry, and retry loads it', async ({ page }) => {
    await arriveWithoutPageData(page);
    await page.route('**/wps/game/list?*', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await page.goto('/m/fishing-games');
    const retry = page.getByRole('button', { name: '重试' });
    await expect(retry).toBeVisible();
    // A gateway failure reads in the player's language, never as a status line (and not as maintenance).
    await expect(page.getByText('暂时无法连接服务，请稍后再试').first()).toBeVisible();
    await expect(page.getByText(/HTTP 502/)).toHaveCount(0);
    await page.unroute('**/wps/game/list?*');
    await retry.click();
    await expect(page.getByRole('button', { name: /Fishing|Fish/ }).first()).toBeVisible();
  });
});

test.describe('games as a member', () => {
  test('a heart adds a favourite at once; the favourites tab lists it; removing takes it out at once', async ({ page, request }) => {
    await skipHomePopups(page);
    await loginAs(page, request, 'demo', 'demo1234', { at: '/m/slot-games' });
    const search = page.getByRole('searchbox', { name: '游戏名称' });
    await search.fill('Dragon Storm');
    await search.press('Enter');
    const heart = page.getByRole('button', { name: '收藏 Dragon Storm' });
    const added = page.waitForResponse((r) => r.url().includes('/wps/game/favourite') && r.request().method() === 'POST');
    await heart.click();
    await expect(page.getByRole('button', { name: '取消收藏 Dragon Storm' })).toHaveAttribute('aria-pressed', 'true');
    expect((await added).ok()).toBe(true);
    await page.goto('/m/fav-games');
    const unheart = page.getByRole('button', { name: '取消收藏 Dragon Storm' });
    await expect(unheart).toBeVisible();
    await unheart.click();
    await expect(page.getByRole('button', { name: /Dragon Storm/ })).toHaveCount(0);
  });

  test('a launch opens the game at the platform URL and the game shows under recent', async ({ page, request }) => {
    await skipHomePopups(page);
    await loginAs(page, request, 'demo', 'demo1234', { at: '/m/slot-games' });
    const search = page.getByRole('searchbox', { name: '游戏名称' });
    await search.fill('Dragon Rush');
    await search.press('Enter');
    const launched = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/game/launchGame');
    await openGame(page, 'Dragon Rush').click();
    // The spec's launch fields: free play as the game allows it, and the H5 client.
    const fields = new URL((await launched).url()).searchParams;
    expect({ supportPlay: fields.get('supportPlay'), isGameH5: fields.get('isGameH5'), gameCode: fields.get('gameCode') }).toEqual({ supportPlay: '0', isGameH5: '1', gameCode: 'lobby' });
    await expect(page).toHaveURL(/\/play\//);
    await page.goto('/m/slot-games');
    await page.getByRole('button', { name: '最近', exact: true }).click();
    await expect(page.getByRole('list', { name: '最近' }).locator('.wl-game__open', { hasText: 'Dragon Rush' })).toBeVisible();
  });

  test('the winner board puts the symbol after the amount when the currency position is B', async ({ page, request }) => {
    await skipHomePopups(page);
    await ops(request, 'PATCH', '/ops/template/parameters', { currency_position: 'B', currency_symbol: '₫' });
    try {
      await page.goto('/m/home');
      await expect(page.getByRole('list', { name: '最新中奖' }).first().getByRole('button').first()).toContainText(/\d ₫/);
    } finally {
      await ops(request, 'PATCH', '/ops/template/parameters', { currency_position: null, currency_symbol: null });
    }
  });
});

test.describe('games as a trial account', () => {
  test('a real-money game is refused with the free_reject message', async ({ page, request }) => {
    await skipHomePopups(page);
    await loginAs(page, request, 'trial01', 'trial1234', { at: '/m/live-games' });
    await openGame(page, 'Lightning Roulette').click();
    await expect(page.getByText('请登录真实账号使用此功能')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/live-games$/);
  });
});

interface Draw { code: string; issue: string; numbers: number[] }

/**
 * The card in `scope` shows the lottery's latest draw: its numbers and its issue. A lottery draws
 * every minute or so, so a new draw may land between the page's call and this check; the newest
 * two are fetched after the page has shown one, and the one shown must be one of them.
 */
async function expectLatestDraw(request: APIRequestContext, scope: Locator, lottery: { code: string; name: string }) {
  const balls = scope.getByRole('list', { name: lottery.name }).getByRole('listitem');
  await expect(async () => {
    const shown = await balls.allTextContents();
    const recent = (await (await request.get(`/lgw/lottery/numero?code=${lottery.code}&size=2`)).json()).value.list as Draw[];
    const draw = recent.find((d) => d.numbers.map(String).join() === shown.join());
    expect(draw, `${shown.join(' ')} is one of the two latest draws of ${lottery.code}`).toBeTruthy();
    await expect(scope.getByText(`第 ${draw!.issue} 期`)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 7000 });
}

test.describe('lottery draw results', () => {
  test('from the side menu: each lottery by group with its latest draw, issue and a live countdown; popular numbers in a sheet', async ({ page, request }) => {
    await skipHomePopups(page);
    await page.goto('/m/home');
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    await page.getByRole('link', { name: '开奖结果' }).or(page.getByRole('button', { name: '开奖结果' })).first().click();
    await expect(page).toHaveURL(/\/m\/lottery$/);
    await expect(page.getByText('快速彩票')).toBeVisible();
    await expect(page.getByText('越南彩票')).toBeVisible();
    await expectLatestDraw(request, page.locator('main'), { code: '5D', name: '5D Lottery' });
    const countdown = page.getByText(/^距下期开奖 \d\d:\d\d$/).first();
    const before = await countdown.textContent();
    await expect(countdown).not.toHaveText(before ?? '');
    await page.getByRole('button', { name: '热门号码' }).or(page.getByRole('link', { name: '热门号码' })).first().click();
    const sheet = page.getByRole('dialog', { name: '热门号码' });
    await expect(sheet.getByText('5D Lottery · 近 30 期热门号码')).toBeVisible();
    await expect(sheet.getByRole('listitem')).toHaveCount(10);
  });

  test("home's lottery category starts with each lottery's latest draw and the countdown to the next; popular numbers open on /m/lottery", async ({ page, request }) => {
    await skipHomePopups(page);
    // The demo merchant's lobby has one lottery category, ELOTT (5D, 3D); the Vietnamese ones are LOTT.
    const lotteries = (await (await request.get('/lgw/lottery/list?gameType=ELOTT')).json()).value.list as { code: string; name: string }[];
    expect(lotteries.map((l) => l.code)).toEqual(['5D', '3D']);
    await page.goto('/m/home');
    await page.getByRole('list', { name: '游戏分类' }).first().getByRole('button', { name: '彩票' }).click();
    const cards = page.getByRole('list', { name: '开奖结果' });
    const popular = cards.getByRole('button', { name: '热门号码' }).or(cards.getByRole('link', { name: '热门号码' }));
    await expect(popular).toHaveCount(lotteries.length);
    await expectLatestDraw(request, cards, lotteries[0]!);
    const countdown = cards.getByText(/^距下期开奖 \d\d:\d\d$/).first();
    const before = await countdown.textContent();
    await expect(countdown).not.toHaveText(before ?? '');
    await popular.first().click();
    await expect(page).toHaveURL(new RegExp(`/m/lottery\\?code=${lotteries[0]!.code}$`));
    await expect(page.getByRole('dialog', { name: '热门号码' }).getByText(`${lotteries[0]!.name} · 近 30 期热门号码`)).toBeVisible();
  });
});
