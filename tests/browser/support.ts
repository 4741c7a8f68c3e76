import { seriousFindings } from '../../src/cli/visual/accessibility';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sealForPlatform } from '../../src/cli/visual/session';

const require = createRequire(import.meta.url);

/** Shared with playwright.config.ts, which starts the server with it. */
export const OPS_TOKEN = 'browser-test-ops-token';
const opsHeaders = { Authorization: `Bearer ${OPS_TOKEN}` };

/** Calls the operator API the way a merchant operator's tooling would. */
export async function ops(request: APIRequestContext, method: 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE', path: string, data?: unknown) {
  const res = await request.fetch(path, { method, headers: opsHeaders, data });
  expect(res.ok(), `${method} ${path} -> ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { value: unknown };
}

/** The captcha image the page shows was issued with this id; the test hook tells its answer. */
export async function captchaAnswer(request: APIRequestContext, captchaId: string): Promise<string> {
  const { value } = await ops(request, 'GET', `/ops/test/captcha/${captchaId}`);
  return (value as { answer: string }).answer;
}

/** Waits for the next captcha the page loads and returns its id. */
export function nextCaptchaId(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === '/wps/captcha' && r.ok())
    .then(async (r) => ((await r.json()) as { value: { captchaId: string } }).value.captchaId);
}

/**
 * The home page shows the pop-up announcements (PU) once per browsing session; tests about something
 * else on home mark them as already seen (call before the first page load).
 */
export async function skipHomePopups(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('once:homePopups', '1'));
}

/** Console messages that would mean the strict CSP refused something (eval, inline script…). */
export function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

/**
 * The platform's session for an account, asked for the way the app asks (an encrypted login call),
 * or null when the platform wants a captcha first (an earlier failure from this address).
 */
async function sessionFor(request: APIRequestContext, username: string, password: string): Promise<Record<string, unknown> | null> {
  const key = (await (await request.get('/wps/system/publicKey')).json()) as { value: { publicKey: string } };
  const sealed = sealForPlatform({ type: 'username', username, password }, key.value.publicKey);
  const res = await request.post('/wps/session/login', { headers: { encryption: sealed.encryption }, data: { data: sealed.data } });
  const body = (await res.json()) as { success: boolean; value?: { token: string; userName: string; type: number; firstTimeLogin: boolean }; errorCode?: string; data?: { captchaRequired?: boolean } };
  if (body.success && body.value) {
    const { token, userName, type, firstTimeLogin } = body.value;
    // As the app keeps it: the merchant is the one its template names (the demo merchant here).
    return { token, merchantCode: 'DEMO', userName, type, firstTimeLogin };
  }
  if (body.data?.captchaRequired || body.errorCode?.startsWith('captcha.')) return null;
  throw new Error(`login of ${username} refused: ${JSON.stringify(body)}`);
}

/**
 * Signs an account in and opens home, or the page `at` names. The login screen has its own tests
 * (login-slice.spec.ts and others); here the session is all that matters, so it is made through the
 * login call and stored as the app stores it, and the app loads once, on the page the test is about
 * (home is the heaviest screen; loading it only to leave it was a tenth of the browser tests' time).
 * With `remember`, or when the platform asks for a captcha, it goes through the login screen like a
 * player, solves the captcha and then goes to `at`.
 */
export async function loginAs(page: Page, request: APIRequestContext, username: string, password: string, opts: { remember?: boolean; at?: string } = {}) {
  const session = opts.remember ? null : await sessionFor(request, username, password);
  if (session) {
    // A same-origin page without the app, to write its storage before the app starts.
    await page.goto('/wps/system/status');
    await page.evaluate((info) => {
      localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info));
      localStorage.setItem('autoLogin', '1');
      if (info.type === 4) localStorage.setItem('trialName', String(info.userName));
      else localStorage.removeItem('trialName');
    }, session);
    await page.goto(opts.at ?? '/m/home');
    return;
  }
  await loginThroughScreen(page, request, username, password, opts);
  if (opts.at) await page.goto(opts.at);
}

/** Logs in through the login screen like a player, solving the captcha when one shows up. */
export async function loginThroughScreen(page: Page, request: APIRequestContext, username: string, password: string, opts: { remember?: boolean } = {}) {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: '用户名' }).fill(username);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(password);
  if (opts.remember) await page.getByRole('checkbox', { name: '记住账号' }).check();
  const captcha = page.getByRole('textbox', { name: '图形验证码' });
  // Only awaited when a captcha shows up; the catch keeps a never-answered wait from failing the test.
  const captchaLoaded = nextCaptchaId(page).catch(() => '');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const outcome = await Promise.race([
    page.waitForURL(/\/m\/home$/).then(() => 'home' as const),
    captcha.waitFor().then(() => 'captcha' as const),
  ]);
  if (outcome === 'captcha') {
    await captcha.fill(await captchaAnswer(request, await captchaLoaded));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/\/m\/home$/);
  }
}

/**
 * axe-core's serious and critical findings on the page as it is now. The app's CSP refuses injected
 * scripts, so the page must come from a context created with `bypassCSP: true`.
 */
export function seriousA11yViolations(page: Page): Promise<string[]> {
  return seriousFindings(page);
}

/** The toast (a status message) that says `text`. */
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

/**
 * Pages arrive without the data the server answers a guest's first screen with (index.html's
 * page-data block), as a screen reached inside the app does: a call a test makes fail is then one
 * the page really makes.
 */
export async function arriveWithoutPageData(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/m/') && !url.pathname.startsWith('/m/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" id="wl-page-data">[\s\S]*?<\/script>/, '');
      await route.fulfill({ response, body });
    },
  );
}
