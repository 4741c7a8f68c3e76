import { expect, test } from './fixtures';
import { captchaAnswer, collectCspViolations, loginAs, nextCaptchaId } from './support';

test.describe('login slice, as a visitor on a phone', () => {
  test('a failed login reveals the captcha; the demo member logs in, sees name and balance, signs out', async ({ page, request }) => {
    const cspViolations = collectCspViolations(page);
    await page.goto('/m/login');

    // No captcha before any failure.
    await expect(page.getByRole('tab', { name: '账号登录' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '图形验证码' })).toHaveCount(0);

    await page.getByRole('textbox', { name: '用户名' }).fill('demo');
    await page.getByRole('textbox', { name: '密码', exact: true }).fill('wrong-password');
    const firstCaptcha = nextCaptchaId(page);
    await page.getByRole('button', { name: '登录', exact: true }).click();

    // The failure carries the captcha flag: the field and its image appear.
    await expect(page.getByText('用户名或密码错误')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '图形验证码' })).toBeVisible();
    await expect(page.getByRole('img', { name: '验证码图片' })).toBeVisible();

    // Tapping the image loads a new captcha.
    await firstCaptcha;
    const refreshed = nextCaptchaId(page);
    await page.getByRole('button', { name: '看不清？点击更换验证码' }).click();
    const captchaId = await refreshed;

    await page.getByRole('textbox', { name: '密码', exact: true }).fill('demo1234');
    await page.getByRole('textbox', { name: '图形验证码' }).fill(await captchaAnswer(request, captchaId));
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByText('Demo Player').first()).toBeVisible();
    // The balance and Deposit are in the first screen (above the lobby), not a long scroll down.
    await expect(page.locator('main').getByText('¥1,288.50').first()).toBeInViewport();
    await expect(page.locator('main').getByRole('button', { name: '存款', exact: true }).first()).toBeInViewport();

    // The session survives a reload (MC_SESSION_INFO), home renews it on load, and the password is
    // never in web storage.
    const renewed = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/session/renew');
    const walletCalls: string[] = [];
    page.on('request', (r) => { if (new URL(r.url()).pathname === '/wps/wallets/gcs') walletCalls.push(r.url()); });
    await page.reload();
    await renewed;
    await page.waitForLoadState('networkidle');
    // Boot loads the balance; entering home must not ask for it a second time.
    expect(walletCalls).toHaveLength(1);
    await expect(page.getByText('Demo Player').first()).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain('demo1234');
    expect(stored).not.toContain(btoa(btoa('demo1234')));

    // Sign out from /m/set: confirm, then back home as a guest.
    await page.goto('/m/set');
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page.getByText('确定要退出登录吗？')).toBeVisible();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByText('您好，请先登录').or(page.getByRole('button', { name: '登录' })).first()).toBeVisible();
    await expect(page.getByText('Demo Player')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();

    expect(cspViolations).toEqual([]);
  });

  test('an unknown path lands on /m/home', async ({ page }) => {
    await page.goto('/m/no-such-page');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('the home aliases all render home', async ({ page, request }) => {
    // The server answers each alias with the app (which route renders home is the router's, tested
    // for every alias in tests/app/router.test.tsx); one of them is opened in the browser.
    for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html']) {
      const answer = await request.get(path);
      expect({ path, status: answer.status(), app: (await answer.text()).includes('<div id="root"') }).toEqual({ path, status: 200, app: true });
    }
    await page.goto('/m/index.html');
    await expect(page.locator('nav').getByText('首页').first()).toBeVisible();
  });

  test('a session that ends mid-use is forgotten at once and the player is told', async ({ page, request }) => {
    await loginAs(page, request, 'demo', 'demo1234', { at: '/m/set' });
    await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
    // The session ends elsewhere (signed out on another device, expired on the server).
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);
    const ended = await request.delete('/wps/session/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(ended.ok()).toBe(true);

    // The next call the app makes (home renews the session on entry) meets a 401.
    await page.locator('nav').getByText('首页').first().click();
    await expect(page.getByText('账号已登出，请重新登录')).toBeVisible();
    await expect(page.getByText('Demo Player')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });

  test('guests are sent to login from guarded pages', async ({ page }) => {
    await page.goto('/m/set');
    await expect(page).toHaveURL(/\/m\/login(\?returnTo=[^&]+)?$/);
  });
});
