import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpFailure } from '../../../src/server/http/reply';
import { beginAttempt, type GuardKey } from '../../../src/server/security/attempt-guard';
import { startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

const rule = { limit: 3, windowMs: 60_000, lockMs: 10_000 };
const accountKey = (key: string): GuardKey => ({ key, rule, clearOnSuccess: true });
const addressKey = (key: string): GuardKey => ({ key, rule: { ...rule, limit: 5 }, clearOnSuccess: false });
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e as HttpFailure;
  }
  throw new Error('expected a refusal');
};

describe('attempt guard', () => {
  it('counts each attempt before it is checked and tells how many came before', () => {
    const keys = [accountKey('a1')];
    expect([0, 1, 2].map((i) => beginAttempt(t.db, keys, 'x.locked', undefined, 1000 + i).before[0])).toEqual([0, 1, 2]);
    const locked = refusal(() => beginAttempt(t.db, keys, 'x.locked', 'pin', 1005));
    expect(locked).toMatchObject({ status: 429, errorCode: 'x.locked', data: { retryAfterSeconds: 10, field: 'pin' } });
  });

  it('the lock lasts lockMs from the attempt that reached the limit, then counting starts afresh', () => {
    const keys = [accountKey('a2')];
    for (let i = 0; i < 3; i += 1) beginAttempt(t.db, keys, 'x.locked', undefined, 5000);
    expect(refusal(() => beginAttempt(t.db, keys, 'x.locked', undefined, 14_999)).data).toEqual({ retryAfterSeconds: 1 });
    expect(beginAttempt(t.db, keys, 'x.locked', undefined, 15_000).before).toEqual([0]);
  });

  it('failures older than the window are forgotten', () => {
    const keys = [accountKey('a3')];
    beginAttempt(t.db, keys, 'x.locked', undefined, 0);
    beginAttempt(t.db, keys, 'x.locked', undefined, 1);
    expect(beginAttempt(t.db, keys, 'x.locked', undefined, 60_001).before).toEqual([0]);
  });

  it("a success clears the account's failures and gives the address only its own charge back", () => {
    const keys = [accountKey('a4'), addressKey('ip4')];
    beginAttempt(t.db, keys, 'x.locked', undefined, 100);
    const attempt = beginAttempt(t.db, keys, 'x.locked', undefined, 101);
    expect(attempt.before).toEqual([1, 1]);
    attempt.succeeded();
    expect(beginAttempt(t.db, keys, 'x.locked', undefined, 102).before).toEqual([0, 1]);
  });

  it('an abandoned attempt (the secret was never checked) gives every key its charge back', () => {
    const keys = [accountKey('a5'), addressKey('ip5')];
    beginAttempt(t.db, keys, 'x.locked', undefined, 100).abandoned();
    expect(beginAttempt(t.db, keys, 'x.locked', undefined, 101).before).toEqual([0, 0]);
  });

  it('an attempt refused by one key charges none of them', () => {
    const account = accountKey('a6');
    const address = addressKey('ip6');
    for (let i = 0; i < 3; i += 1) beginAttempt(t.db, [account], 'x.locked', undefined, 100);
    refusal(() => beginAttempt(t.db, [address, account], 'x.locked', undefined, 101));
    expect(beginAttempt(t.db, [address], 'x.locked', undefined, 102).before).toEqual([0]);
  });
});
