import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpFailure } from '../../../src/server/http/reply';
import { hashPasswordSync } from '../../../src/server/security/password';
import { ledgerMismatches, moveMoney } from '../../../src/server/services/ledger';
import { appDeps } from '../../../src/server/app';
import { bearer, opsHeaders, startTestApp, type TestApp, sessionToken } from '../helpers';

/**
 * Every balance is the sum of the records that moved it (services/ledger.ts), also when many money
 * operations arrive at once through the real routes: nothing is lost, nothing is paid twice.
 */
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

interface Answer { status: number; body: any }
const call = async (method: InjectOptions['method'], url: string, headers: Record<string, string> = {}, payload?: object): Promise<Answer> => {
  const res = await t.app.inject({ method, url, headers, payload });
  return { status: res.statusCode, body: res.body.startsWith('{') ? JSON.parse(res.body) : res.body };
};
const idOf = (username: string) => (t.db.prepare('SELECT id FROM members WHERE username = ?').get(username) as { id: number }).id;
const balances = () => new Map((t.db.prepare('SELECT username, balance_cents AS c FROM members').all() as { username: string; c: number }[]).map((r) => [r.username, r.c]));
const recordCount = () => (t.db.prepare('SELECT COUNT(*) AS n FROM transactions').get() as { n: number }).n;
const cents = (units: number) => Math.round(units * 100);

describe('the ledger', () => {
  it('the seeded platform: every balance equals its records', async () => {
    expect(await ledgerMismatches(appDeps(t.app).store.db)).toEqual([]);
  });

  it('50 money operations at once: every acknowledged movement lands exactly once, nothing else moves', async () => {
    // Setup (not counted): sessions, a payment password and a bank card for the withdrawing members, a live rain round.
    const users = ['demo', 'agent01', 'player01', 'player02', 'player03'];
    const auth = Object.fromEntries(users.map((u) => [u, bearer(sessionToken(t.db, idOf(u)))]));
    const card: Record<string, number> = {};
    for (const u of ['demo', 'player01', 'player02', 'player03']) {
      t.db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ?').run(hashPasswordSync('246810'), idOf(u));
      card[u] = Number(t.db.prepare("INSERT INTO bank_cards (member_id, bank_name, account_name, account_number, created_at) VALUES (?, 'Bank', 'Holder', '12345678', 0)").run(idOf(u)).lastInsertRowid);
    }
    const round = await call('POST', '/ops/test/redRain/rounds', opsHeaders, { amountMin: 1, amountMax: 5, budget: 12, envelopes: 5, perMemberLimit: 2 });
    expect(round.status).toBe(200);
    const roundId = round.body.value.id as number;
    const claimable = (await call('GET', '/wps/rewards?status=CLAIMABLE', auth.demo)).body.value.list as { id: number }[];
    expect(claimable).toHaveLength(3);
    const items = (await call('GET', '/wps/mall/items?language=EN', auth.demo)).body.value.list as { id: number; name: string }[];
    const item = (name: string) => items.find((i) => i.name === name)!.id;

    const before = balances();
    const rowsBefore = recordCount();
    // What the acknowledged answers say moved, per member, in cents; and the records they wrote.
    const expected = new Map<string, number>();
    const move = (u: string, c: number) => expected.set(u, (expected.get(u) ?? 0) + c);
    let newRows = 0;
    const acked: Record<string, number> = { deposit: 0, withdraw: 0, claim: 0, grab: 0, redeem: 0, transfer: 0 };
    const refused: Record<string, string[]> = { deposit: [], withdraw: [], claim: [], grab: [], redeem: [], transfer: [] };
    const ops: (() => Promise<void>)[] = [];

    // 8 deposits, each settled twice at once (confirm + confirm, pay + confirm, pay + pay, reject + confirm): one settlement wins.
    type Settle = 'confirm' | 'pay' | 'reject';
    const deposits: [string, string, number, Settle, Settle][] = [
      ['demo', 'bank', 500, 'confirm', 'confirm'], ['player01', 'bank', 300, 'confirm', 'confirm'], ['player02', 'alipay', 200, 'confirm', 'confirm'], ['agent01', 'bank', 1000, 'confirm', 'confirm'],
      ['player03', 'gateway', 400, 'pay', 'confirm'], ['demo', 'gateway', 250, 'pay', 'pay'], ['player01', 'wechat', 150, 'reject', 'confirm'], ['player02', 'bank', 600, 'reject', 'confirm'],
    ];
    const settleOnce: { winners: Settle[]; losers: Answer[] }[] = [];
    const settle = (verb: Settle, id: number, reference: string) =>
      verb === 'pay'
        ? t.app.inject({ method: 'POST', url: `/pay/${reference}`, payload: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } }).then((r) => ({ status: r.statusCode, body: r.body }) as Answer)
        : call('POST', `/ops/deposits/${id}/${verb}`, opsHeaders);
    for (const [u, channelId, amount, ...verbs] of deposits) {
      ops.push(async () => {
        const created = await call('POST', '/wps/transaction/deposit', auth[u], { channelId, amount });
        expect(created.body.value).toMatchObject({ status: 'PENDING', amount });
        newRows += 1;
        const { id, reference } = created.body.value as { id: number; reference: string };
        const answers = await Promise.all(verbs.map((verb) => settle(verb, id, reference)));
        const winners = verbs.filter((_, i) => answers[i].status === 200 || answers[i].status === 303);
        settleOnce.push({ winners, losers: answers.filter((a) => a.status !== 200 && a.status !== 303) });
        if (winners.length === 1 && winners[0] !== 'reject') move(u, cents(amount));
        if (winners.length > 0) acked.deposit += 1;
      });
    }

    // 10 withdrawals; the two for 99999 are more than any balance here.
    const withdrawals: [string, number][] = [['demo', 400], ['demo', 400], ['demo', 400], ['demo', 99999], ['player01', 100], ['player01', 100], ['player02', 150], ['player02', 99999], ['player03', 250], ['player03', 200]];
    for (const [u, amount] of withdrawals) {
      ops.push(async () => {
        const r = await call('POST', '/wps/transaction/withdraw', auth[u], { amount, bankCardId: card[u], paymentPassword: '246810' });
        if (r.status === 200) {
          expect(r.body.value).toMatchObject({ status: 'PENDING', amount });
          move(u, -cents(r.body.value.amount));
          newRows += 1;
          acked.withdraw += 1;
        } else refused.withdraw.push(`${u}:${amount}:${r.body.errorCode}`);
      });
    }

    // 8 reward claims: each of demo's 3 claimable rewards twice, and agent01's claim-all twice.
    for (const reward of [...claimable, ...claimable]) {
      ops.push(async () => {
        const r = await call('POST', '/wps/rewards/claim', auth.demo, { rewardId: reward.id });
        if (r.status === 200) {
          move('demo', cents(r.body.value.reward.amount));
          newRows += 1;
          acked.claim += 1;
        } else refused.claim.push(r.body.errorCode);
      });
    }
    for (let i = 0; i < 2; i += 1) {
      ops.push(async () => {
        const r = await call('POST', '/wps/rewards/claimAll', auth.agent01);
        if (r.status === 200) {
          move('agent01', cents(r.body.value.total));
          newRows += r.body.value.count as number;
          acked.claim += 1;
        } else refused.claim.push(r.body.errorCode);
      });
    }

    // 8 red envelope grabs on a round of 5 envelopes, 2 per member; demo sends the key "k1" twice.
    const grabs: [string, string][] = [['demo', 'k1'], ['demo', 'k1'], ['demo', 'k2'], ['agent01', 'k1'], ['player01', 'k1'], ['player02', 'k1'], ['player03', 'k1'], ['player03', 'k2']];
    const grabAnswers: { u: string; key: string; counted: boolean; repeated: boolean; amount: number }[] = [];
    for (const [u, key] of grabs) {
      ops.push(async () => {
        const r = await call('POST', '/wps/redRain/grab', auth[u], { roundId, key });
        expect(r.status).toBe(200);
        const a = r.body.value as { counted: boolean; repeated: boolean; amount: number };
        grabAnswers.push({ u, key, ...a });
        if (a.counted && !a.repeated) {
          move(u, cents(a.amount));
          newRows += 1;
          acked.grab += 1;
        } else refused.grab.push(a.repeated ? 'repeated' : 'notCounted');
      });
    }

    // 6 point-mall redemptions of cash vouchers (demo's points cover at most 50 + 10 + 10).
    const redemptions: [string, string][] = [['demo', '50.00 cash voucher'], ['demo', '50.00 cash voucher'], ['demo', '10.00 cash voucher'], ['demo', '10.00 cash voucher'], ['agent01', '50.00 cash voucher'], ['agent01', '100.00 cash voucher']];
    for (const [u, name] of redemptions) {
      ops.push(async () => {
        const r = await call('POST', '/wps/mall/redeem', auth[u], { itemId: item(name), language: 'EN' });
        if (r.status === 200) {
          move(u, cents(r.body.value.redemption.value));
          newRows += 1;
          acked.redeem += 1;
        } else refused.redeem.push(r.body.errorCode);
      });
    }

    // 10 agent transfers to direct downlines; the last two are more than the agent has.
    const transfers: [string, number][] = [['player01', 200], ['player02', 150], ['player03', 100], ['demo', 300], ['player01', 120], ['player02', 80], ['player03', 60], ['demo', 50], ['player01', 1e6], ['demo', 999_999]];
    for (const [to, amount] of transfers) {
      ops.push(async () => {
        const r = await call('POST', '/wps/agent/transferDownline', auth.agent01, { username: to, amount });
        if (r.status === 200) {
          move('agent01', -cents(amount));
          move(to, cents(amount));
          newRows += 2;
          acked.transfer += 1;
        } else refused.transfer.push(`${to}:${amount}:${r.body.errorCode}`);
      });
    }

    expect(ops).toHaveLength(50);
    await Promise.all(ops.map((op) => op()));

    // Each deposit was settled by exactly one of its two settlements; the other was told it was settled.
    expect(settleOnce).toHaveLength(8);
    for (const s of settleOnce) {
      expect(s.winners).toHaveLength(1);
      expect(s.losers).toHaveLength(1);
      expect(s.losers[0].status).toBe(409);
      if (typeof s.losers[0].body === 'object') expect(s.losers[0].body.errorCode).toBe('deposit.settled');
    }
    // The refusals that had to happen did, for the right reason.
    expect(refused.withdraw).toEqual(expect.arrayContaining(['demo:99999:balance.insufficient', 'player02:99999:balance.insufficient']));
    expect(refused.withdraw.every((r) => r.endsWith('balance.insufficient'))).toBe(true);
    expect(refused.transfer.sort()).toEqual(['demo:999999:balance.insufficient', 'player01:1000000:balance.insufficient']);
    expect(acked.transfer).toBe(8);
    expect(refused.claim.sort()).toEqual(['reward.claimed', 'reward.claimed', 'reward.claimed', 'reward.noneClaimable']);
    expect(acked.claim).toBe(4);
    expect(refused.redeem.every((code) => code === 'points.insufficient')).toBe(true);
    const sameKey = grabAnswers.filter((a) => a.u === 'demo' && a.key === 'k1');
    expect(sameKey.filter((a) => !a.repeated && a.counted).length).toBeLessThanOrEqual(1);
    expect(sameKey[0].amount).toBe(sameKey[1].amount);
    expect(acked.grab).toBeLessThanOrEqual(5);
    const spent = (t.db.prepare('SELECT spent_cents AS c FROM red_rain_rounds WHERE id = ?').get(roundId) as { c: number }).c;
    expect(spent).toBeLessThanOrEqual(1200);
    expect(spent).toBe(grabAnswers.filter((a) => a.counted && !a.repeated).reduce((sum, a) => sum + cents(a.amount), 0));

    // The ledger holds; no balance is below 0; every member moved by exactly what its acknowledged answers said.
    expect(await ledgerMismatches(appDeps(t.app).store.db)).toEqual([]);
    const after = balances();
    expect([...after].filter(([, c]) => c < 0)).toEqual([]);
    const moved = Object.fromEntries([...after].map(([u, c]) => [u, c - (before.get(u) ?? 0)]).filter(([, d]) => d !== 0));
    const said = Object.fromEntries([...expected].filter(([, d]) => d !== 0));
    expect(moved).toEqual(said);
    expect(recordCount() - rowsBefore).toBe(newRows);
  });

  it('moveMoney refuses a debit above the balance: no record, balance unchanged', async () => {
    const store = appDeps(t.app).store.db;
    const id = idOf('player04');
    const balance = () => (t.db.prepare('SELECT balance_cents AS c FROM members WHERE id = ?').get(id) as { c: number }).c;
    const records = () => (t.db.prepare('SELECT COUNT(*) AS n FROM transactions WHERE member_id = ?').get(id) as { n: number }).n;
    const [startBalance, startRecords] = [balance(), records()];
    let caught: unknown;
    try {
      await moveMoney(store, { memberId: id, kind: 'transfer_out', cents: -(startBalance + 1), detail: { to: 'nobody' }, now: Date.now() });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(HttpFailure);
    expect(caught).toMatchObject({ status: 400, errorCode: 'balance.insufficient' });
    expect([balance(), records()]).toEqual([startBalance, startRecords]);
    // The whole balance can still go: the limit is 0, not 1 cent.
    expect((await moveMoney(store, { memberId: id, kind: 'transfer_out', cents: -startBalance, detail: { to: 'nobody' }, now: Date.now() })).balanceCents).toBe(0);
    expect(await ledgerMismatches(store)).toEqual([]);
  });
});
