import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreDb } from '../../../src/server/data/store';
import { HttpFailure } from '../../../src/server/http/reply';
import { beginAttempt, type GuardKey } from '../../../src/server/security/attempt-guard';
import { bothEngines } from '../../support/engines';

const rule = { limit: 3, windowMs: 60_000, lockMs: 10_000 };
const accountKey = (key: string): GuardKey => ({ key, rule, clearOnSuccess: true });
const addressKey = (key: string): GuardKey => ({ key, rule: { ...rule, limit: 5 }, clearOnSuccess: false });
const refusal = async (attempt: Promise<unknown>) => {
  try {
    await attempt;
  } catch (e) {
    return e as HttpFailure;
  }
  throw new Error('expected a refusal');
};

describe.each(bothEngines())('attempt guard on $engine', (engine) => {
  let db: StoreDb;
  beforeAll(async () => {
    db = (await engine.open()).db;
  });
  const begin = (keys: GuardKey[], now: number, field?: string) => beginAttempt(db, keys, 'x.locked', field, now);

  it('counts each attempt before it is checked and tells how many came before', async () => {
    const keys = [accountKey('a1')];
    const before: number[] = [];
    for (const i of [0, 1, 2]) before.push((await begin(keys, 1000 + i)).before[0]);
    expect(before).toEqual([0, 1, 2]);
    const locked = await refusal(begin(keys, 1005, 'pin'));
    expect(locked).toMatchObject({ status: 429, errorCode: 'x.locked', data: { retryAfterSeconds: 10, field: 'pin' } });
  });

  it('the lock lasts lockMs from the attempt that reached the limit, then counting starts afresh', async () => {
    const keys = [accountKey('a2')];
    for (let i = 0; i < 3; i += 1) await begin(keys, 5000);
    expect((await refusal(begin(keys, 14_999))).data).toEqual({ retryAfterSeconds: 1 });
    expect((await begin(keys, 15_000)).before).toEqual([0]);
  });

  it('failures older than the window are forgotten', async () => {
    const keys = [accountKey('a3')];
    await begin(keys, 0);
    await begin(keys, 1);
    expect((await begin(keys, 60_001)).before).toEqual([0]);
  });

  it("a success clears the account's failures and gives the address only its own charge back", async () => {
    const keys = [accountKey('a4'), addressKey('ip4')];
    await begin(keys, 100);
    const attempt = await begin(keys, 101);
    expect(attempt.before).toEqual([1, 1]);
    await attempt.succeeded();
    expect((await begin(keys, 102)).before).toEqual([0, 1]);
  });

  it('an abandoned attempt (the secret was never checked) gives every key its charge back', async () => {
    const keys = [accountKey('a5'), addressKey('ip5')];
    await (await begin(keys, 100)).abandoned();
    expect((await begin(keys, 101)).before).toEqual([0, 0]);
  });

  it('an attempt refused by one key charges none of them', async () => {
    const account = accountKey('a6');
    const address = addressKey('ip6');
    for (let i = 0; i < 3; i += 1) await begin([account], 100);
    await refusal(begin([address, account], 101));
    expect((await begin([address], 102)).before).toEqual([0]);
  });

  it('of twelve guesses at once, exactly the limit are admitted, each seeing the ones before it', async () => {
    const keys = [accountKey('a7'), addressKey('ip7')];
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => begin(keys, 200)));
    const admitted = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.before[0]] : []));
    expect(admitted.sort()).toEqual([0, 1, 2]);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused).toHaveLength(9);
    expect(refused.every((o) => (o as PromiseRejectedResult).reason instanceof HttpFailure)).toBe(true);
    // Refused guesses charged nothing to the address either: only the three admitted count there.
    expect((await begin([addressKey('ip7')], 201)).before).toEqual([3]);
  });
});
