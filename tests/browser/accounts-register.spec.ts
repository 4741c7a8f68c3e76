import { expect, test } from './fixtures';
import { captchaAnswer, nextCaptchaId } from './support';
import { field, fresh, openRegister, registerByMobile, storedSession } from './accounts-support';

test.describe('registration as a new player', () => {
  test('by username: fill the form as the settings ask and land signed in on home', async ({ page, request }) => {
    const { username } = fresh('u');
    const answer = await openRegister(page, request);
    // Login/Register switch on top, Register active.
    await expect(page.getByRole('tab', { name: '立即注册' })).toHaveAttribute('aria-selected', 'true');
    await field(page, 'username').fill(username);
    // The merchant's password rule runs on the phone's linear-time engine, lengths included.
    await field(page, 'password').fill('abc12');
    await field(page, 'confirmPassword').fill('abc12');
    await field(page, 'captcha').fill(answer);
    await page.getByRole('button', { name: '立即注册', exact: true }).click();
    await expect(page.getByText('Password: 6-20 characters with letters and digits')).toBeVisible();
    await expect(field(page, 'password')).toBeFocused();
    await field(page, 'password').fill('abc12345');
    await field(page, 'confirmPassword').fill('abc1234');
    await field(page, 'captcha').fill(answer);
    await page.getByRole('button', { name: '立即注册', exact: true }).click();
    // The confirmation is checked before anything is sent, and gets the focus.
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
    await expect(field(page, 'confirmPassword')).toBeFocused();
    await field(page, 'confirmPassword').fill('abc12345');
    await page.getByRole('button', { name: '立即注册', exact: true }).click();
    await expect(page.getByText('注册成功')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await storedSession(page)).toMatchObject({ userName: username, type: 0 });
    await expect(page.getByRole('button', { name: '登录', exact: true })).toHaveCount(0);
  });

  test('by mobile number with the SMS code the platform sent', async ({ page, request }) => {
    const { mobile } = fresh('m');
    await registerByMobile(page, request, mobile, 'abc12345');
    expect(await storedSession(page)).toMatchObject({ userName: `m${mobile}`, type: 0 });
  });

  test('a wrong invitation code stops the registration on its field', async ({ page, request }) => {
    const { username } = fresh('i');
    const answer = await openRegister(page, request);
    await field(page, 'username').fill(username);
    await field(page, 'password').fill('abc12345');
    await field(page, 'confirmPassword').fill('abc12345');
    await field(page, 'affiliateCode').fill('NOPE1234');
    await field(page, 'captcha').fill(answer);
    let registered = false;
    page.on('request', (r) => { if (r.url().includes('/wps/member/register')) registered = true; });
    await page.getByRole('button', { name: '立即注册', exact: true }).click();
    await expect(page.getByText('邀请码错误')).toBeVisible();
    await expect(field(page, 'affiliateCode')).toBeFocused();
    await expect(page).toHaveURL(/\/m\/register$/);
    expect(registered).toBe(false);
    // What was typed stays.
    await expect(field(page, 'username')).toHaveValue(username);
  });

  test('a taken username is said on its field; a valid affiliate link hides the invitation field', async ({ page, request }) => {
    await openRegister(page, request);
    await field(page, 'username').fill('demo');
    await expect(page.getByText('对不起，用户名已存在。')).toBeVisible();
    await openRegister(page, request, '/m/register?affiliateCode=AGENT01X');
    await expect(field(page, 'username')).toBeVisible();
    await expect(field(page, 'affiliateCode')).toHaveCount(0);
    await openRegister(page, request, '/m/register.html?affiliateCode=WRONG99');
    await expect(field(page, 'affiliateCode')).toBeVisible();
  });

  test('a refused captcha is said and a new one loads, keeping what was typed', async ({ page, request }) => {
    const { username } = fresh('c');
    await openRegister(page, request);
    await field(page, 'username').fill(username);
    await field(page, 'password').fill('abc12345');
    await field(page, 'confirmPassword').fill('abc12345');
    await field(page, 'captcha').fill('0000');
    const next = nextCaptchaId(page);
    await page.getByRole('button', { name: '立即注册', exact: true }).click();
    await expect(page.getByText('验证码错误').first()).toBeVisible();
    await expect(field(page, 'username')).toHaveValue(username);
    expect(await captchaAnswer(request, await next)).toMatch(/^\d+$/);
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test('in English at 320 px, with the Login switch going to /m/login', async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/m/home');
    await page.evaluate(() => localStorage.setItem('language', 'EN'));
    await openRegister(page, request);
    await expect(page.getByRole('button', { name: 'Register with mobile number' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
    await page.getByRole('tab', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/m\/login(\?returnTo=[^&]+)?$/);
  });
});

// /m/register for every kind of player: a11y-routes.spec.ts.
