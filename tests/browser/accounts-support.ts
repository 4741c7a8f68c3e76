import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { captchaAnswer, nextCaptchaId, ops } from './support';

/** A name and a number no earlier test (or run) used. */
export function fresh(prefix: string): { username: string; mobile: string } {
  const n = Date.now() % 1_000_000_000;
  const rand = Math.floor(Math.random() * 90 + 10);
  return { username: `${prefix}${n.toString(36)}${rand}`.slice(0, 16), mobile: `91${String(n).padStart(9, '0').slice(-6)}${rand}` };
}

export const field = (page: Page, name: string) => page.locator(`main input[name="${name}"]`);

/** The newest SMS code the platform "sent" to that number (test hook). */
export async function smsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const { value } = await ops(request, 'GET', `/ops/test/sms/${mobile}`);
  return (value as { code: string }).code;
}

/** Opens /m/register and answers its first captcha; resolves with the captcha's answer. */
export async function openRegister(page: Page, request: APIRequestContext, path = '/m/register'): Promise<string> {
  const captcha = nextCaptchaId(page);
  await page.goto(path);
  await expect(field(page, 'captcha')).toBeVisible();
  return captchaAnswer(request, await captcha);
}

/** Registers a member by the mobile method (SMS code from the test hook) and leaves them signed in on /m/home. */
export async function registerByMobile(page: Page, request: APIRequestContext, mobile: string, password: string): Promise<void> {
  const answer = await openRegister(page, request);
  await page.getByRole('button', { name: '手机号注册' }).click();
  await page.getByRole('combobox', { name: '国家/地区区号' }).selectOption({ value: '63' });
  await field(page, 'mobileNum').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/秒后重发/)).toBeVisible();
  await field(page, 'verificationCode').fill(await smsCode(request, mobile));
  await field(page, 'password').fill(password);
  await field(page, 'confirmPassword').fill(password);
  await field(page, 'captcha').fill(answer);
  await page.getByRole('button', { name: '立即注册', exact: true }).last().click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** The signed-in session as the app stored it. */
export async function storedSession(page: Page): Promise<{ userName: string; type: number } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'));
}

/**
 * A new real member (type 0) made by the operator, with a balance when given, signed in on home.
 * Operator-issued accounts are asked for their own password first; the session already exists, so
 * the test moves on.
 */
export async function newMember(page: Page, request: APIRequestContext, balance?: number): Promise<string> {
  const { username } = fresh('f');
  await ops(request, 'POST', '/ops/members', { username, password: 'funds1234', type: 0 });
  if (balance !== undefined) await ops(request, 'PUT', `/ops/members/${username}/balance`, { sumBalance: balance });
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: /用户名|Username/ }).fill(username);
  await page.getByRole('textbox', { name: /^(密码|Password)$/ }).fill('funds1234');
  await page.getByRole('button', { name: /^(登录|Log ?in)$/i }).click();
  // An operator-issued account is asked to choose its own password first; the session is already there.
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await page.goto('/m/home');
  return username;
}
