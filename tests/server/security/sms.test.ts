import { beforeAll, describe, expect, it } from 'vitest';
import type { Store, StoreDb } from '../../../src/server/data/store';
import { HttpFailure } from '../../../src/server/http/reply';
import { checkSmsCode, issueSmsCode, latestSmsCode, SMS_MAX_WRONG_TRIES, SMS_RESEND_MS, SMS_VALID_MS, verifySmsCode } from '../../../src/server/security/sms';
import { bothEngines } from '../../support/engines';

describe.each(bothEngines())('SMS codes on $engine', (engine) => {
  let store: Store;
  let db: StoreDb;
  beforeAll(async () => {
    store = await engine.open();
    db = store.db;
  });

  it('one code per number every 60 s whatever the purpose; expirationTime is the resend time', async () => {
    const now = 1_000_000;
    const first = await issueSmsCode(store, 'login', '63', '9171110000', now);
    expect(first.code).toMatch(/^\d{6}$/);
    expect(first.expirationTime).toBe(now + SMS_RESEND_MS);
    await expect(issueSmsCode(store, 'login', '63', '9171110000', now + SMS_RESEND_MS - 1)).rejects.toThrow(HttpFailure);
    await expect(issueSmsCode(store, 'register', '63', '9171110000', now + 1)).rejects.toMatchObject({ errorCode: 'sms.tooFrequent' });
    await expect(issueSmsCode(store, 'register', '63', '9171119999', now + 1)).resolves.toBeDefined();
    await expect(issueSmsCode(store, 'login', '63', '9171110000', now + SMS_RESEND_MS)).resolves.toBeDefined();
  });

  it('of several requests for one number at once, one sends a code', async () => {
    const now = 2_000_000;
    const outcomes = await Promise.allSettled((['login', 'register', 'password', 'login'] as const).map((purpose) => issueSmsCode(store, purpose, '63', '9174440000', now)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected').every((o) => (o as PromiseRejectedResult).reason instanceof HttpFailure)).toBe(true);
  });

  it('codes are single use, bound to purpose and number, and expire', async () => {
    const now = Date.now();
    const { code } = await issueSmsCode(store, 'password', '86', '13800000000', now);
    expect(await latestSmsCode(db, '13800000000', now)).toBe(code);
    expect(await verifySmsCode(db, 'login', '86', '13800000000', code, now)).toBe(false);
    expect(await verifySmsCode(db, 'password', '63', '13800000000', code, now)).toBe(false);
    expect(await verifySmsCode(db, 'password', '86', '13800000000', code, now + SMS_VALID_MS + 1)).toBe(false);
    expect(await verifySmsCode(db, 'password', '86', '13800000000', code, now)).toBe(true);
    expect(await verifySmsCode(db, 'password', '86', '13800000000', code, now)).toBe(false);
  });

  it('a code is burned after 5 wrong tries, even for the right code afterwards', async () => {
    const now = Date.now();
    const { code } = await issueSmsCode(store, 'login', '63', '9172220000', now);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_MAX_WRONG_TRIES - 1; i += 1) expect(await verifySmsCode(db, 'login', '63', '9172220000', wrong, now)).toBe(false);
    expect(await checkSmsCode(db, 'login', '63', '9172220000', code, now)).toBe(true);
    expect(await verifySmsCode(db, 'login', '63', '9172220000', wrong, now)).toBe(false);
    expect(await verifySmsCode(db, 'login', '63', '9172220000', code, now)).toBe(false);
    // A new code (after the resend wait) starts with a clean count.
    const next = await issueSmsCode(store, 'login', '63', '9172220000', now + SMS_RESEND_MS);
    expect(await verifySmsCode(db, 'login', '63', '9172220000', next.code, now + SMS_RESEND_MS)).toBe(true);
  });

  it('wrong guesses sent at once each count a try: ten of them burn the code', async () => {
    const now = Date.now();
    const { code } = await issueSmsCode(store, 'login', '63', '9175550000', now);
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.all(Array.from({ length: 10 }, () => checkSmsCode(db, 'login', '63', '9175550000', wrong, now)));
    expect(await checkSmsCode(db, 'login', '63', '9175550000', code, now)).toBe(false);
  });

  it('of several requests using the same right code at once, one uses it', async () => {
    const now = Date.now();
    const { code } = await issueSmsCode(store, 'register', '63', '9176660000', now);
    const used = await Promise.all(Array.from({ length: 5 }, () => verifySmsCode(db, 'register', '63', '9176660000', code, now)));
    expect(used.filter(Boolean)).toHaveLength(1);
  });

  it('checking a code does not use it up', async () => {
    const now = Date.now();
    const { code } = await issueSmsCode(store, 'password', '63', '9173330000', now);
    expect(await checkSmsCode(db, 'password', '63', '9173330000', code, now)).toBe(true);
    expect(await verifySmsCode(db, 'password', '63', '9173330000', code, now)).toBe(true);
    expect(await checkSmsCode(db, 'password', '63', '9173330000', code, now)).toBe(false);
  });
});
