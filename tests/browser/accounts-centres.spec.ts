import { expect, test, type Page } from './fixtures';
import { loginAs, ops, seriousA11yViolations, skipHomePopups } from './support';
import { storedSession } from './accounts-support';

const entry = (page: Page, name: string) => page.locator('main').getByRole('button', { name: new RegExp(`^${name}`) });

test.describe('message centre and inbox', () => {
  test('a member sees unread badges; opening a message marks it read and the count follows', async ({ page, request }) => {
    await loginAs(page, request, 'demo', 'demo1234', { at: '/m/message' });
    await expect(entry(page, '消息中心')).toContainText('3');
    await expect(entry(page, '在线客服')).toContainText('2');
    await entry(page, '消息中心').click();
    await expect(page).toHaveURL(/\/m\/webEmail$/);
    // The message centre stays drawn until the inbox can be (its badges carry the same count): the inbox first.
    const reminder = page.getByRole('button', { name: /Security reminder/ });
    await expect(reminder).toBeVisible();
    await expect(page.getByLabel('3 条未读')).toBeVisible();
    await reminder.click();
    await expect(page.getByText('Never share your password or SMS codes.')).toBeVisible();
    await expect(page.getByLabel('2 条未读')).toBeVisible();
    await page.goto('/m/message');
    await expect(entry(page, '消息中心')).toContainText('2');
    // Back replaces the route with home.
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('live chat shows a loading message, then redirects to the chat room; the service entry opens the decrypted link', async ({ page, request, context }) => {
    await context.route('https://chat.demo.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>chat</title>chat room' }));
    await loginAs(page, request, 'demo', 'demo1234', { at: '/m/message' });
    const popup = context.waitForEvent('page');
    await entry(page, '代理客服').click();
    expect((await popup).url()).toBe('https://chat.demo.example/room/demo?lang=EN');
    await entry(page, '在线客服').click();
    await page.waitForURL(/^https:\/\/chat\.demo\.example\/room\/demo/);
    expect(new URL(page.url()).searchParams.get('backUrl')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/m\/message$/);
  });

  test('guests see no counts and are sent to login for the inbox', async ({ page }) => {
    await page.goto('/m/message');
    await expect(page.locator('main').getByRole('link', { name: /^公告/ })).toBeVisible();
    await expect(page.locator('main .wl-badge')).toHaveCount(0);
    await entry(page, '消息中心').click();
    await expect(page).toHaveURL(/\/m\/login\?returnTo=%2Fm%2FwebEmail$/);
    // Signing in brings the player to the page they asked for, not home.
    await page.getByRole('textbox', { name: '用户名' }).fill('demo');
    await page.getByRole('textbox', { name: '密码', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/webEmail$/);
  });

  test('a trial account loads no counts and is refused the inbox and chat', async ({ page, request }) => {
    const unreadCalls: string[] = [];
    page.on('request', (r) => { if (/\/wps\/(member\/inbox\/unread|chat\/unread)/.test(r.url())) unreadCalls.push(r.url()); });
    await loginAs(page, request, 'trial01', 'trial1234', { at: '/m/message' });
    await entry(page, '消息中心').click();
    await expect(page.getByText('请登录真实账号使用此功能').first()).toBeVisible();
    await expect(page).toHaveURL(/\/m\/message$/);
    await expect(page.locator('main .wl-badge')).toHaveCount(0);
    expect(unreadCalls).toEqual([]);
  });

  test('the footer service item opens the customer-service list, not the message centre', async ({ page }) => {
    await skipHomePopups(page);
    await page.goto('/m/home');
    await page.locator('nav').getByRole('button', { name: '客服' }).click();
    const sheet = page.getByRole('dialog', { name: '在线客服' }).or(page.getByRole('dialog').filter({ hasText: 'Live chat' }));
    await expect(sheet.getByText('Telegram support')).toBeVisible();
    await expect(sheet.getByText('Live chat')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('member centre and free trial', () => {
  test('members see name, balance, VIP progress and their entries; guests go to login', async ({ page, request }) => {
    await page.goto('/m/member/home');
    await expect(page).toHaveURL(/\/m\/login(\?returnTo=[^&]+)?$/);
    await loginAs(page, request, 'demo', 'demo1234');
    for (const path of ['/m/member/home', '/m/mine']) {
      await page.goto(path);
      await expect(page.locator('main').getByText('¥1,288.50')).toBeVisible();
      await expect(page.locator('main').getByRole('progressbar')).toBeVisible();
      await expect(page.locator('main').getByRole('link', { name: /站内信/ })).toBeVisible();
    }
    await page.locator('main').getByRole('button', { name: '存款' }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$|\/m\/home$/);
  });

  test('free play starts a trial account on home; its member centre asks it to register', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('link', { name: '免费试玩' }).click();
    await expect(page).toHaveURL(/\/m\/trail$/);
    await page.getByRole('button', { name: '免费试玩' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await storedSession(page)).toMatchObject({ type: 4 });
    await page.goto('/m/member/home');
    // The free-account pop-up: Cancel closes it, the prompt stays on the page.
    const popup = page.getByRole('dialog', { name: '免费试玩' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: '取消' }).click();
    await expect(popup).toBeHidden();
    await page.locator('main').getByRole('button', { name: '立即注册' }).first().click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('trail: cancel goes home, register now goes to registration', async ({ page }) => {
    await page.goto('/m/trail');
    await page.getByRole('button', { name: '立即注册' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
    await page.goto('/m/trail');
    await page.getByRole('button', { name: '取消' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('app download', () => {
  test('the bar shows on home until closed; the pop-up and /m/app offer the links', async ({ page }) => {
    await page.goto('/m/home');
    // The pop-up announcements come first (once per session).
    await page.getByRole('dialog', { name: '公告' }).getByRole('button', { name: '关闭', exact: true }).last().click();
    const bar = page.locator('main').getByRole('button', { name: '下载', exact: true });
    await expect(bar).toBeVisible();
    await bar.click();
    await expect(page.getByRole('dialog', { name: '下载 APP' }).getByRole('button', { name: '安卓版下载' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('main').getByRole('button', { name: '关闭', exact: true }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.locator('main').getByRole('heading').or(page.locator('main')).first()).toBeVisible();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');
    await page.goto('/m/app');
    await expect(page.getByRole('button', { name: 'iOS 版下载' })).toBeVisible();
    await expect(page.getByRole('button', { name: '安卓版下载' })).toBeVisible();
  });
});

test.describe('account centres accessibility', () => {
  test.use({ bypassCSP: true });
  // The pages themselves, for every kind of player: a11y-routes.spec.ts.
  test('with a dark blue brand colour, labels and brand-coloured text still read (member centre and home)', async ({ page, request }) => {
    const before = ((await ops(request, 'GET', '/ops/template/parameters')).value as Record<string, string>).primaryColor;
    await ops(request, 'PATCH', '/ops/template/parameters', { primaryColor: '#1d3b8a' });
    try {
      await skipHomePopups(page);
      await loginAs(page, request, 'demo', 'demo1234');
      for (const path of ['/m/member/home', '/m/home']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect({ path, violations: await seriousA11yViolations(page) }).toEqual({ path, violations: [] });
      }
      // The primary button's label is white on the dark brand, not the default dark brown.
      const deposit = page.locator('main').getByRole('button', { name: '存款', exact: true }).first();
      expect(await deposit.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
    } finally {
      await ops(request, 'PATCH', '/ops/template/parameters', { primaryColor: before });
    }
  });
});

test.describe('features a player looks for are where they look', () => {
  test.beforeEach(async ({ page }) => skipHomePopups(page));

  test('feedback and the red envelope rain from the member centre and the personal menu; settings have a title and back; Home closes the side menu', async ({ page, request }) => {
    await loginAs(page, request, 'demo', 'demo1234', { at: '/m/member/home' });
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: '红包雨' })).toBeVisible();
    await main.getByRole('link', { name: '意见反馈' }).click();
    await expect(page).toHaveURL(/\/m\/feedback$/);

    await page.getByRole('button', { name: '打开个人菜单' }).click();
    const panel = page.getByRole('dialog', { name: '个人菜单' });
    await expect(panel.getByRole('link', { name: '意见反馈' })).toBeVisible();
    await panel.getByRole('link', { name: '红包雨' }).click();
    await expect(page).toHaveURL(/\/m\/redRain$/);

    await page.goto('/m/set');
    await expect(page.getByRole('heading', { name: '个人设置' })).toBeVisible();
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);

    await page.getByRole('button', { name: '打开导航菜单' }).click();
    const nav = page.getByRole('dialog', { name: '导航菜单' });
    await nav.getByRole('button', { name: '首页' }).click();
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
