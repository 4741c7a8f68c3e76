import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreDb } from '../../../src/server/data/store';
import { CAPTCHA_TTL_MS, issueCaptcha, peekCaptchaAnswer, verifyCaptcha } from '../../../src/server/security/captcha';
import { bothEngines } from '../../support/engines';

describe.each(bothEngines())('captcha on $engine', (engine) => {
  let db: StoreDb;
  beforeAll(async () => {
    db = (await engine.open()).db;
  });

  it('issues a digits-only SVG data URL', async () => {
    const c = await issueCaptcha(db);
    expect(c.answer).toMatch(/^\d{4}$/);
    expect(c.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(c.image.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(await peekCaptchaAnswer(db, c.captchaId)).toBe(c.answer);
  });

  it('accepts the right answer once only', async () => {
    const c = await issueCaptcha(db);
    expect(await verifyCaptcha(db, c.captchaId, c.answer)).toBe(true);
    expect(await verifyCaptcha(db, c.captchaId, c.answer)).toBe(false);
    expect(await peekCaptchaAnswer(db, c.captchaId)).toBeNull();
  });

  it('a wrong answer burns the captcha', async () => {
    const c = await issueCaptcha(db);
    expect(await verifyCaptcha(db, c.captchaId, c.answer === '0000' ? '1111' : '0000')).toBe(false);
    expect(await verifyCaptcha(db, c.captchaId, c.answer)).toBe(false);
  });

  it('expires after five minutes', async () => {
    const now = Date.now();
    const c = await issueCaptcha(db, now);
    expect(await verifyCaptcha(db, c.captchaId, c.answer, now + CAPTCHA_TTL_MS + 1)).toBe(false);
  });

  it('of five requests sending the right answer at once, one passes', async () => {
    const c = await issueCaptcha(db);
    const passed = await Promise.all(Array.from({ length: 5 }, () => verifyCaptcha(db, c.captchaId, c.answer)));
    expect(passed.filter(Boolean)).toHaveLength(1);
  });
});
