import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Shared with playwright.config.ts, which starts the server with it. */
export const OPS_TOKEN = 'browser-test-ops-token';
const opsHeaders = { Authorization: `Bearer ${OPS_TOKEN}` };

/** Calls the operator API the way a merchant operator's tooling would. */
export async function ops(request: APIRequestContext, method: 'GET' | 'PATCH' | 'PUT' | 'POST', path: string, data?: unknown) {
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

/** Console messages that would mean the strict CSP refused something (eval, inline script…). */
export function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}
