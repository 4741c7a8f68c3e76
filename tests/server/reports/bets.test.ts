import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReportApp, sumOf } from './report-app';

let r: Awaited<ReturnType<typeof startReportApp>>;
beforeAll(async () => { r = await startReportApp(); });
afterAll(async () => r.t.close());

describe('GET /wps/report/bets', () => {
  it('lists the member\'s own bets, newest first, paged, with a summary that covers every page', async () => {
    const demo = r.as('demo');
    const first = (await r.get('/wps/report/bets?period=last30&pageSize=50', demo)).body.value;
    expect(first.totalCount).toBeGreaterThan(50);
    expect(first.list).toHaveLength(50);
    expect(first.list[0]).not.toHaveProperty('username');
    const times = first.list.map((b: { betAt: number }) => b.betAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const all = [...first.list];
    for (let page = 2; page <= first.totalPages; page++) all.push(...(await r.get(`/wps/report/bets?period=last30&pageSize=50&pageNo=${page}`, demo)).body.value.list);
    expect(all).toHaveLength(first.totalCount);
    // Only demo's bets: every bet of the period, counted as the summary counts them.
    const demoBets = r.t.db.prepare('SELECT COUNT(*) AS n FROM bets WHERE member_id = ? AND bet_at >= ?').get(r.idOf('demo'), Date.parse(`${first.startDate}T00:00:00Z`)) as { n: number };
    expect(first.summary.betCount).toBe(demoBets.n);
    const live = all.filter((b) => b.status !== 'CANCELLED');
    expect(first.summary.betAmount).toBe(sumOf(live, (b) => b.betAmount));
    expect(first.summary.validBet).toBe(sumOf(all.filter((b) => b.status === 'SETTLED'), (b) => b.validBet));
    expect(first.summary.winLoss).toBe(sumOf(all, (b) => b.winLoss ?? 0));
    expect(first.summary.unsettledCount).toBe(all.filter((b) => b.status === 'UNSETTLED').length);
    // Each bet: settled ones carry payout - stake, open ones no result yet, cancelled ones nothing.
    for (const b of all) {
      if (b.status === 'SETTLED') expect(b.winLoss).toBeCloseTo(b.payout - b.betAmount, 2);
      if (b.status === 'UNSETTLED') expect([b.winLoss, b.settledAt, b.validBet]).toEqual([null, null, 0]);
      if (b.status === 'CANCELLED') expect([b.winLoss, b.validBet, b.payout]).toEqual([0, 0, 0]);
      expect(b.validBet).toBeLessThanOrEqual(b.betAmount);
    }
    expect(all.find((b) => b.vendor === 'PG')?.vendorName).toBe('PG Soft');
  });

  it('filters by game type and period; a custom range is kept inside the last 60 days', async () => {
    const demo = r.as('demo');
    const slots = (await r.get('/wps/report/bets?period=last30&gameType=RNG&pageSize=50', demo)).body.value;
    expect(slots.totalCount).toBeGreaterThan(0);
    expect(new Set(slots.list.map((b: { gameType: string }) => b.gameType))).toEqual(new Set(['RNG']));
    const today = new Date().toISOString().slice(0, 10);
    const week = (await r.get('/wps/report/bets', demo)).body.value;
    expect(week.endDate).toBe(today);
    expect(Date.parse(week.endDate) - Date.parse(week.startDate)).toBe(6 * 86_400_000);
    const custom = (await r.get(`/wps/report/bets?period=custom&startDate=2000-01-01&endDate=${today}`, demo)).body.value;
    expect(Date.parse(custom.endDate) - Date.parse(custom.startDate)).toBe(59 * 86_400_000);
    const yesterday = (await r.get('/wps/report/bets?period=yesterday', demo)).body.value;
    expect(yesterday.startDate).toBe(yesterday.endDate);
    for (const b of yesterday.list) expect(new Date(b.betAt).toISOString().slice(0, 10)).toBe(yesterday.startDate);
  });

  it('refuses bad input, guests and trial accounts', async () => {
    const demo = r.as('demo');
    expect((await r.get('/wps/report/bets?period=custom&startDate=2024-05-02', demo)).body).toMatchObject({ errorCode: 'validation.failed', data: { issues: [{ field: 'endDate' }] } });
    expect((await r.get('/wps/report/bets?period=custom&startDate=2024-05-02&endDate=2024-05-01', demo)).status).toBe(400);
    expect((await r.get('/wps/report/bets?period=forever', demo)).status).toBe(400);
    expect((await r.get('/wps/report/bets?gameType=rng;drop', demo)).status).toBe(400);
    expect((await r.get('/wps/report/bets?pageSize=500', demo)).status).toBe(400);
    expect((await r.get('/wps/report/bets')).body).toMatchObject({ errorCode: 'session.required' });
    expect((await r.get('/wps/report/bets', r.as('trial01'))).body).toMatchObject({ errorCode: 'free_reject' });
  });
});

describe('GET /wps/agent/team/bets', () => {
  it('lists the team\'s bets with each member\'s name; direct scope and a name search narrow it', async () => {
    const agent = r.as('agent01');
    const all = (await r.get('/wps/agent/team/bets?period=last30&pageSize=50', agent)).body.value;
    const names = new Set<string>();
    for (let page = 1; page <= all.totalPages; page++) {
      for (const b of (await r.get(`/wps/agent/team/bets?period=last30&pageSize=50&pageNo=${page}`, agent)).body.value.list) names.add(b.username);
    }
    expect([...names].sort()).toEqual(['agent02', 'demo', 'player01', 'player02', 'player03', 'player04']);
    const direct = (await r.get('/wps/agent/team/bets?period=last30&scope=direct', agent)).body.value;
    expect(direct.summary.betCount).toBeLessThan(all.summary.betCount);
    const player04 = (await r.get('/wps/agent/team/bets?period=last30&username=AYER04', agent)).body.value;
    expect(player04.summary.betCount).toBeGreaterThan(0);
    expect(new Set(player04.list.map((b: { username: string }) => b.username))).toEqual(new Set(['player04']));
    const mine = (await r.get('/wps/report/bets?period=last30', r.as('player04'))).body.value;
    expect(player04.summary).toEqual(mine.summary);
    // agent02 sees only its own member.
    const sub = (await r.get('/wps/agent/team/bets?period=last30', r.as('agent02'))).body.value;
    expect(sub.summary).toEqual(player04.summary);
  });

  it('is for agents only', async () => {
    expect((await r.get('/wps/agent/team/bets', r.as('demo'))).body).toMatchObject({ errorCode: 'agent.only' });
    expect((await r.get('/wps/agent/team/bets', r.as('trial01'))).body).toMatchObject({ errorCode: 'agent.only' });
    expect((await r.get('/wps/agent/team/bets?scope=everyone', r.as('agent01'))).status).toBe(400);
  });
});
