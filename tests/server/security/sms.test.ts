import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpFailure } from '../../../src/server/http/reply';
import { checkSmsCode, issueSmsCode, latestSmsCode, SMS_MAX_WRONG_TRIES, SMS_RESEND_MS, SMS_VALID_MS, verifySmsCode } from '../../../src/server/security/sms';
import { startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

describe('SMS codes', () => {
  it('one code per number every 60 s whatever the purpose; expirationTime is the resend time', () => {
    const now = 1_000_000;
    const first = issueSmsCode(t.db, 'login', '63', '9171110000', now);
    expect(first.code).toMatch(/^\d{6}$/);
    expect(first.expirationTime).toBe(now + SMS_RESEND_MS);
    expect(() => issueSmsCode(t.db, 'login', '63', '9171110000', now + SMS_RESEND_MS - 1)).toThrow(HttpFailure);
    expect(() => issueSmsCode(t.db, 'register', '63', '9171110000', now + 1)).toThrow(expect.objectContaining({ errorCode: 'sms.tooFrequent' }));
    expect(() => issueSmsCode(t.db, 'register', '63', '9171119999', now + 1)).not.toThrow();
    expect(() => issueSmsCode(t.db, 'login', '63', '9171110000', now + SMS_RESEND_MS)).not.toThrow();
  });

  it('codes are single use, bound to purpose and number, and expire', () => {
    const now = Date.now();
    const { code } = issueSmsCode(t.db, 'password', '86', '13800000000', now);
    expect(latestSmsCode(t.db, '13800000000', now)).toBe(code);
    expect(verifySmsCode(t.db, 'login', '86', '13800000000', code, now)).toBe(false);
    expect(verifySmsCode(t.db, 'password', '63', '13800000000', code, now)).toBe(false);
    expect(verifySmsCode(t.db, 'password', '86', '13800000000', code, now + SMS_VALID_MS + 1)).toBe(false);
    expect(verifySmsCode(t.db, 'password', '86', '13800000000', code, now)).toBe(true);
    expect(verifySmsCode(t.db, 'password', '86', '13800000000', code, now)).toBe(false);
  });

  it('a code is burned after 5 wrong tries, even for the right code afterwards', () => {
    const now = Date.now();
    const { code } = issueSmsCode(t.db, 'login', '63', '9172220000', now);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_MAX_WRONG_TRIES - 1; i += 1) expect(verifySmsCode(t.db, 'login', '63', '9172220000', wrong, now)).toBe(false);
    expect(checkSmsCode(t.db, 'login', '63', '9172220000', code, now)).toBe(true);
    expect(verifySmsCode(t.db, 'login', '63', '9172220000', wrong, now)).toBe(false);
    expect(verifySmsCode(t.db, 'login', '63', '9172220000', code, now)).toBe(false);
    // A new code (after the resend wait) starts with a clean count.
    const next = issueSmsCode(t.db, 'login', '63', '9172220000', now + SMS_RESEND_MS);
    expect(verifySmsCode(t.db, 'login', '63', '9172220000', next.code, now + SMS_RESEND_MS)).toBe(true);
  });

  it('checking a code does not use it up', () => {
    const now = Date.now();
    const { code } = issueSmsCode(t.db, 'password', '63', '9173330000', now);
    expect(checkSmsCode(t.db, 'password', '63', '9173330000', code, now)).toBe(true);
    expect(verifySmsCode(t.db, 'password', '63', '9173330000', code, now)).toBe(true);
    expect(checkSmsCode(t.db, 'password', '63', '9173330000', code, now)).toBe(false);
  });
});
