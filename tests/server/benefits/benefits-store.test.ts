import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../../../src/server/http/reply';
import { ledgerMismatches } from '../../../src/server/services/ledger';
import { listRedemptions, redeemItem } from '../../../src/server/services/benefits/mall';
import { grantReward } from '../../../src/server/services/benefits/ops-rewards';
import { movePoints, pointBalance, pointSummary } from '../../../src/server/services/benefits/points';
import { claimAllRewards, claimReward, listRewards, rewardSummary } from '../../../src/server/services/benefits/rewards';
import { walletBalance } from '../../../src/server/services/wallet';
import { bothEngines } from '../../support/engines';
import { addMember, allAtOnce, withMerchant } from '../services/money-rows';

const codeOf = (outcome: PromiseSettledResult<unknown>) => (outcome.status === 'rejected' && outcome.reason instanceof HttpFailure ? outcome.reason.errorCode : outcome.status);
const counts = (outcomes: PromiseSettledResult<unknown>[]) => outcomes.map(codeOf).reduce<Record<string, number>>((all, code) => ({ ...all, [code]: (all[code] ?? 0) + 1 }), {});
const reward = (amountCents: number, expiresAt: number | null = null) => ({ source: 'deposit' as const, detail: 'test', amountCents, turnoverMultiple: 1, promotionId: null, expiresAt });
const page = { pageNo: 1, pageSize: 10 };

describe.each(bothEngines())('benefits on $engine', (engine) => {
  it('a reward claimed five times at once is paid once; claim-all pays the rest once', async () => {
    const store = await withMerchant(await engine.open());
    const ann = await addMember(store, 'ann', 0);
    const now = 1_000_000;
    const first = await grantReward(store.db, ann, reward(5_00), now);
    await grantReward(store.db, ann, reward(2_00), now);
    await grantReward(store.db, ann, reward(1_00, now - 1), now - 10);
    expect(counts(await allAtOnce(Array.from({ length: 5 }, () => () => claimReward(store, ann, first, now))))).toEqual({ fulfilled: 1, 'reward.claimed': 4 });
    expect(counts(await allAtOnce(Array.from({ length: 3 }, () => () => claimAllRewards(store, ann, now))))).toEqual({ fulfilled: 1, 'reward.noneClaimable': 2 });
    expect(await walletBalance(store.db, ann)).toBe(7);
    expect(await rewardSummary(store.db, ann, now)).toMatchObject({ claimableCount: 0, receivedCount: 2, receivedTotal: 7, expiredCount: 1 });
    const expired = await listRewards(store.db, ann, 'EXPIRED', page, now);
    expect(expired).toMatchObject({ totalCount: 1, list: [{ amount: 1, status: 'EXPIRED' }] });
    await expect(claimReward(store, ann, expired.list[0].id, now)).rejects.toMatchObject({ errorCode: 'reward.expired' });
    expect(await ledgerMismatches(store.db)).toEqual([]);
  });

  it('eight redemptions at once of an item with three left: three are paid, stock and points never go below 0', async () => {
    const store = await withMerchant(await engine.open());
    const ann = await addMember(store, 'ann', 0);
    const bob = await addMember(store, 'bob', 0);
    await movePoints(store.db, ann, { kind: 'adjust', points: 500 });
    await movePoints(store.db, bob, { kind: 'adjust', points: 150 });
    const { id: item } = await store.db
      .insertInto('mall_items')
      .values({ merchant_code: 'DEMO', kind: 'cash', names: '{"CN":"券","EN":"Voucher"}', point_cost: 100, stock: 3, value_cents: 10_00, sort: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const outcomes = await allAtOnce([ann, ann, ann, ann, bob, bob, bob, bob].map((who) => () => redeemItem(store, who, 'DEMO', item, 'EN')));
    const paid = outcomes.filter((o) => o.status === 'fulfilled').length;
    expect(paid).toBe(3);
    expect(new Set(outcomes.map(codeOf))).toContain('mall.soldOut');
    const left = await store.db.selectFrom('mall_items').where('id', '=', item).select('stock').executeTakeFirstOrThrow();
    expect(left.stock).toBe(0);
    // Bob's points cover one: he never has two.
    const [annPaid, bobPaid] = [(await listRedemptions(store.db, ann, 'EN', page)).totalCount, (await listRedemptions(store.db, bob, 'EN', page)).totalCount];
    expect(annPaid + bobPaid).toBe(3);
    expect(bobPaid).toBeLessThanOrEqual(1);
    expect(await pointBalance(store.db, ann)).toBe(500 - 100 * annPaid);
    expect(await walletBalance(store.db, ann)).toBe(10 * annPaid);
    expect(await pointSummary(store.db, ann, 'DEMO')).toMatchObject({ earnedTotal: 500, spentTotal: 100 * annPaid });
    expect(await ledgerMismatches(store.db)).toEqual([]);
  });

  it('points spent at once never go below 0: the refused ones say what was short', async () => {
    const store = await withMerchant(await engine.open());
    const ann = await addMember(store, 'ann', 0);
    await movePoints(store.db, ann, { kind: 'adjust', points: 250 });
    const outcomes = await allAtOnce(Array.from({ length: 6 }, () => () => movePoints(store.db, ann, { kind: 'adjust', points: -100 })));
    expect(counts(outcomes)).toEqual({ fulfilled: 2, 'points.insufficient': 4 });
    expect(await pointBalance(store.db, ann)).toBe(50);
    await expect(movePoints(store.db, ann, { kind: 'adjust', points: -60 })).rejects.toMatchObject({ data: { balance: 50, needed: 60, short: 10 } });
  });
});
