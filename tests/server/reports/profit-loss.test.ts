import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsHeaders } from '../helpers';
import { startReportApp, sumOf } from './report-app';

let r: Awaited<ReturnType<typeof startReportApp>>;
beforeAll(async () => { r = await startReportApp(); });
afterAll(async () => r.t.close());

describe('GET /wps/report/profitLoss', () => {
  it('agrees with the betting record and the account records of the same period', async () => {
    const demo = r.as('demo');
    const pnl = (await r.get('/wps/report/profitLoss?period=last30', demo)).body.value;
    const bets = (await r.get('/wps/report/bets?period=last30', demo)).body.value;
    expect(pnl).toMatchObject({ startDate: bets.startDate, endDate: bets.endDate, betCount: bets.summary.betCount, betAmount: bets.summary.betAmount, validBet: bets.summary.validBet, winLoss: bets.summary.winLoss });
    expect(pnl.payout - pnl.betAmount + pnl.unsettledBet).toBeCloseTo(pnl.winLoss, 2);
    // Deposits once credited, withdrawals once debited (a rejected one was given back), bonuses of credited deposits.
    const from = Date.parse(`${pnl.startDate}T00:00:00Z`);
    const records = r.t.db.prepare('SELECT kind, amount_cents AS cents, status, detail FROM transactions WHERE member_id = ? AND created_at >= ?').all(r.idOf('demo'), from) as { kind: string; cents: number; status: string; detail: string }[];
    const done = records.filter((t) => t.kind === 'deposit' && t.status === 'DONE');
    expect(pnl.deposits).toBe(sumOf(done, (t) => t.cents / 100));
    expect(pnl.withdrawals).toBe(sumOf(records.filter((t) => t.kind === 'withdraw' && t.status !== 'REJECTED'), (t) => -t.cents / 100));
    expect(pnl.depositBonus).toBe(sumOf(done, (t) => JSON.parse(t.detail).bonus ?? 0));
    expect(pnl.deposits).toBeGreaterThan(0);
    expect(pnl.depositBonus).toBeGreaterThan(0);
    expect(pnl.bonuses).toBe(pnl.depositBonus + pnl.promotionBonus);
    expect(pnl.profit).toBeCloseTo(pnl.winLoss + pnl.bonuses + pnl.rebates, 2);
    // Per game type, adding up to the totals; demo's rebate is its own rate (half of agent01's) on valid bets.
    expect(sumOf(pnl.byType, (t: { winLoss: number }) => t.winLoss)).toBe(pnl.winLoss);
    expect(sumOf(pnl.byType, (t: { rebate: number }) => t.rebate)).toBe(pnl.rebates);
    const slots = pnl.byType.find((t: { gameType: string }) => t.gameType === 'RNG');
    expect(slots.rebate).toBe(Math.floor(slots.validBet * 0.6) / 100);
  });

  it('a deposit credited now shows in today\'s figures; a pending one does not', async () => {
    const demo = r.as('demo');
    const before = (await r.get('/wps/report/profitLoss?period=today', demo)).body.value;
    const add = r.t.db.prepare("INSERT INTO transactions (member_id, kind, amount_cents, status, detail, created_at) VALUES (?, 'deposit', ?, ?, ?, ?)");
    add.run(r.idOf('demo'), 25_000, 'DONE', JSON.stringify({ bonus: 25 }), Date.now());
    add.run(r.idOf('demo'), 99_900, 'PENDING', JSON.stringify({ bonus: 0 }), Date.now());
    const after = (await r.get('/wps/report/profitLoss?period=today', demo)).body.value;
    expect(after.deposits - before.deposits).toBeCloseTo(250, 2);
    expect(after.bonuses - before.bonuses).toBeCloseTo(25, 2);
  });

  it('counts credited bonuses: red envelopes and claimed rewards as promotion bonuses, a deposit reward as a deposit bonus, a rebate reward not twice', async () => {
    const player = r.as('player01');
    const today = async () => (await r.get('/wps/report/profitLoss?period=today', player)).body.value;
    const before = await today();
    for (const [source, amount] of [['promotion', 12.34], ['deposit', 20], ['rebate', 5], ['birthday', 8.8]] as const) {
      const res = await r.t.app.inject({ method: 'POST', url: '/ops/members/player01/rewards', headers: opsHeaders, payload: { source, amount } });
      expect(res.statusCode).toBe(201);
    }
    const claimed = await r.t.app.inject({ method: 'POST', url: '/wps/rewards/claimAll', headers: player, payload: {} });
    expect(JSON.parse(claimed.body).value).toMatchObject({ count: 4, total: 46.14 });
    // A red envelope is credited the way the rain credits one.
    r.t.db.prepare("INSERT INTO transactions (member_id, kind, amount_cents, status, detail, created_at) VALUES (?, 'bonus', 388, 'DONE', ?, ?)")
      .run(r.idOf('player01'), JSON.stringify({ source: 'redRain', roundId: 1 }), Date.now());
    const after = await today();
    expect(after.promotionBonus - before.promotionBonus).toBeCloseTo(12.34 + 8.8 + 3.88, 2);
    expect(after.depositBonus - before.depositBonus).toBeCloseTo(20, 2);
    expect(after.bonuses - before.bonuses).toBeCloseTo(12.34 + 8.8 + 3.88 + 20, 2);
    expect(after.rebates).toBe(before.rebates);
    expect(after.profit - before.profit).toBeCloseTo(after.bonuses - before.bonuses, 2);
  });

  it("counts a paid deposit's promotion bonus once, as a deposit bonus", async () => {
    const player = r.as('player03');
    const today = async () => (await r.get('/wps/report/profitLoss?period=today', player)).body.value;
    const post = async (url: string, headers: Record<string, string>, payload: object) => JSON.parse((await r.t.app.inject({ method: 'POST', url, headers, payload })).body);
    const before = await today();
    expect((await post('/wps/transaction/deposit/promos/accept', player, { promoId: 'RELOAD10' })).success).toBe(true);
    const deposit = (await post('/wps/transaction/deposit', player, { channelId: 'bank', amount: 1000, promoId: 'RELOAD10' })).value as { id: number; bonus: number };
    expect(deposit.bonus).toBeGreaterThan(0);
    expect((await post(`/ops/deposits/${deposit.id}/confirm`, opsHeaders, {})).success).toBe(true);
    const after = await today();
    expect(after.deposits - before.deposits).toBeCloseTo(1000, 2);
    expect(after.depositBonus - before.depositBonus).toBeCloseTo(deposit.bonus, 2);
    expect(after.promotionBonus - before.promotionBonus).toBeCloseTo(0, 2);
    expect(after.bonuses - before.bonuses).toBeCloseTo(deposit.bonus, 2);
  });

  it('is for real members: guests 401, trial accounts free_reject', async () => {
    expect((await r.get('/wps/report/profitLoss')).status).toBe(401);
    expect((await r.get('/wps/report/profitLoss', r.as('trial01'))).body).toMatchObject({ errorCode: 'free_reject' });
    expect((await r.get('/wps/report/profitLoss', r.as('agent01'))).status).toBe(200);
  });
});

describe('GET /wps/agent/team/pnl', () => {
  it('lists every team member, busiest first, and the totals are their sum', async () => {
    const agent = r.as('agent01');
    const team = (await r.get('/wps/agent/team/pnl?period=last30', agent)).body.value;
    expect(team.memberCount).toBe(6);
    expect(team.list.map((m: { username: string }) => m.username).sort()).toEqual(['agent02', 'demo', 'player01', 'player02', 'player03', 'player04']);
    const valid = team.list.map((m: { validBet: number }) => m.validBet);
    expect([...valid].sort((a, b) => b - a)).toEqual(valid);
    for (const key of ['validBet', 'winLoss', 'deposits', 'withdrawals', 'bonuses', 'rebates', 'profit']) {
      expect(team.totals[key], key).toBe(sumOf(team.list, (m: Record<string, number>) => m[key]));
    }
    // A member's row is that member's own profit and loss.
    const own = (await r.get('/wps/report/profitLoss?period=last30', r.as('demo'))).body.value;
    const { startDate: _s, endDate: _e, byType: _b, ...figures } = own;
    expect(team.list.find((m: { username: string }) => m.username === 'demo')).toEqual({ username: 'demo', level: 1, ...figures });
  });

  it('direct scope drops level 2; a search narrows the list but not the totals; paging works', async () => {
    const agent = r.as('agent01');
    const direct = (await r.get('/wps/agent/team/pnl?period=last30&scope=direct', agent)).body.value;
    expect(direct.list.every((m: { level: number }) => m.level === 1)).toBe(true);
    expect(direct.memberCount).toBe(5);
    const search = (await r.get('/wps/agent/team/pnl?period=last30&username=player', agent)).body.value;
    expect(search.totalCount).toBe(4);
    expect(search.totals).toEqual((await r.get('/wps/agent/team/pnl?period=last30', agent)).body.value.totals);
    const page2 = (await r.get('/wps/agent/team/pnl?period=last30&pageSize=4&pageNo=2', agent)).body.value;
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 6 });
    expect(page2.list).toHaveLength(2);
    expect((await r.get('/wps/agent/team/pnl', r.as('demo'))).status).toBe(403);
  });
});
