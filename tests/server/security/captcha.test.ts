import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_TTL_MS, issueCaptcha, verifyCaptcha } from '../../../src/server/security/captcha';
import { startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

describe('captcha', () => {
  it('issues a digits-only SVG data URL', () => {
    const c = issueCaptcha(t.db);
    expect(c.answer).toMatch(/^\d{4}$/);
    expect(c.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(c.image.split(',')[1], 'base64').toString()).toContain('<svg');
  });

  it('accepts the right answer once only', () => {
    const c = issueCaptcha(t.db);
    expect(verifyCaptcha(t.db, c.captchaId, c.answer)).toBe(true);
    expect(verifyCaptcha(t.db, c.captchaId, c.answer)).toBe(false);
  });

  it('a wrong answer burns the captcha', () => {
    const c = issueCaptcha(t.db);
    expect(verifyCaptcha(t.db, c.captchaId, c.answer === '0000' ? '1111' : '0000')).toBe(false);
    expect(verifyCaptcha(t.db, c.captchaId, c.answer)).toBe(false);
  });

  it('expires after five minutes', () => {
    const now = Date.now();
    const c = issueCaptcha(t.db, now);
    expect(verifyCaptcha(t.db, c.captchaId, c.answer, now + CAPTCHA_TTL_MS + 1)).toBe(false);
  });
});
