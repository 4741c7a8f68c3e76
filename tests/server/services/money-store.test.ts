import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../../../src/server/http/reply';
import { ledgerMismatches, moveMoney, recordPendingDeposit } from '../../../src/server/services/ledger';
import { settleDeposit } from '../../../src/server/services/deposits';
import { transferToDownline } from '../../../src/server/services/agents/transfers';
import { creditBonus, holdWithdrawal, setBalanceByOperator, walletBalance } from '../../../src/server/services/wallet';
import { bothEngines } from '../../support/engines';
import { addMember, allAtOnce, balances, withMerchant } from './money-rows';

const refusedWith = (outcome: PromiseSettledResult<unknown>) => (outcome.status === 'rejected' && outcome.reason instanceof HttpFailure ? outcome.reason.errorCode : outcome.status);

describe.each(bothEngines())('money at once on $engine', (engine) => {
  it('many movements at once: each acknowledged one lands once, no balance goes below 0, every balance is its records', async () => {
    const store = await withMerchant(await engine.open());
    const agent = await addMember(store, 'agent', 1000_00);
    const ann = await addMember(store, 'ann', 100_00, agent);
    const bob = await addMember(store, 'bob', 50_00, agent);
    const depositIds = await Promise.all(Array.from({ length: 50 }, (_, i) => recordPendingDeposit(store.db, i % 2 ? ann : bob, 10_00 + i, { channelId: 'bank' }, 1)));
    const expected: Record<string, number> = await balances(store);
    const moved = (who: string, cents: number) => { expected[who] += cents; };
    const nameOf = (id: number) => (id === ann ? 'ann' : 'bob');

    const settles = depositIds.flatMap((id, i) => [0, 1].map(() => async () => {
      await settleDeposit(store.db, id, 'DONE');
      moved(i % 2 ? 'ann' : 'bob', 10_00 + i);
    }));
    const withdrawals = Array.from({ length: 12 }, (_, i) => async () => {
      await holdWithdrawal(store.db, i % 2 ? ann : bob, 30_00, { bank: 'Bank' });
      moved(i % 2 ? 'ann' : 'bob', -30_00);
    });
    const bonuses = Array.from({ length: 10 }, () => async () => {
      await creditBonus(store.db, ann, 1_25, { source: 'test' });
      moved('ann', 1_25);
    });
    const downline = Array.from({ length: 12 }, (_, i) => async () => {
      const to = i % 2 ? 'ann' : 'bob';
      await transferToDownline(store, { id: agent, username: 'agent' }, to, 100_00);
      moved('agent', -100_00);
      moved(to, 100_00);
    });
    // Ann and Bob paying each other at once, both ways: each payment is one transaction over two
    // balances, changed in the order of the members' ids (a payment each way locking its payer first
    // would wait for the other until PostgreSQL's deadlock check, a second later, undid one).
    const between = Array.from({ length: 10 }, (_, i) => async () => {
      const [from, to] = i % 2 ? [ann, bob] : [bob, ann];
      const legs = [
        { memberId: from, kind: 'transfer_out' as const, cents: -7_00, detail: { to: nameOf(to) }, now: 2 },
        { memberId: to, kind: 'transfer_in' as const, cents: 7_00, detail: { from: nameOf(from) }, now: 2 },
      ].sort((a, b) => a.memberId - b.memberId);
      await store.transaction(async (trx) => {
        for (const leg of legs) await moveMoney(trx, leg);
      });
      moved(nameOf(from), -7_00);
      moved(nameOf(to), 7_00);
    });

    const outcomes = await allAtOnce([...settles, ...withdrawals, ...bonuses, ...downline, ...between]);
    const [settled, rest] = [outcomes.slice(0, 100), outcomes.slice(100)];
    // Each deposit is settled once; its second settlement is told so.
    expect(settled.filter((o) => o.status === 'fulfilled')).toHaveLength(50);
    expect(new Set(settled.filter((o) => o.status === 'rejected').map(refusedWith))).toEqual(new Set(['deposit.settled']));
    // The agent has 1000.00: 10 transfers of 100.00 pass, 2 are refused; any other refusal is a short balance.
    expect(new Set(rest.map(refusedWith))).toEqual(new Set(['fulfilled', 'balance.insufficient']));
    expect(expected.agent).toBe(0);

    expect(await ledgerMismatches(store.db)).toEqual([]);
    const after = await balances(store);
    expect(Object.values(after).every((cents) => cents >= 0)).toBe(true);
    expect(after).toEqual(expected);
  }, 60_000);

  it('an operator setting a balance while money moves ends at what the operator said, the difference recorded', async () => {
    const store = await withMerchant(await engine.open());
    const ann = await addMember(store, 'ann', 20_00);
    await allAtOnce([
      ...Array.from({ length: 5 }, () => () => creditBonus(store.db, ann, 3_00, { source: 'test' })),
      () => setBalanceByOperator(store, ann, 500_00),
    ]);
    // The operator's change ran before or after each credit, never over one it did not see.
    const balance = await walletBalance(store.db, ann);
    expect([500, 503, 506, 509, 512, 515]).toContain(balance);
    expect(await ledgerMismatches(store.db)).toEqual([]);
  });

  it('a debit above the balance changes nothing; the whole balance can go', async () => {
    const store = await withMerchant(await engine.open());
    const ann = await addMember(store, 'ann', 10_00);
    await expect(moveMoney(store.db, { memberId: ann, kind: 'withdraw', cents: -10_01, detail: {}, now: 1 })).rejects.toMatchObject({ status: 400, errorCode: 'balance.insufficient' });
    expect((await moveMoney(store.db, { memberId: ann, kind: 'withdraw', cents: -10_00, detail: {}, now: 1 })).balanceCents).toBe(0);
    expect(await store.db.selectFrom('transactions').where('member_id', '=', ann).select('amount_cents').orderBy('id').execute()).toEqual([{ amount_cents: 10_00 }, { amount_cents: -10_00 }]);
  });
});
