import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReportApp, sumOf } from './report-app';

let r: Awaited<ReturnType<typeof startReportApp>>;
beforeAll(async () => { r = await startReportApp(); });
afterAll(async () => r.t.close());

interface Day { date: string; validBet: number; amount: number; types: { gameType: string; validBet: number; ownRate: number; rate: number; amount: number }[] }

describe('GET /wps/agent/team/rebateIncome', () => {
  it('splits each bet\'s rebate: the agent earns its own rate minus the rate of the direct member it comes through', async () => {
    const agent = r.as('agent01');
    const income = (await r.get('/wps/agent/team/rebateIncome?period=last30', agent)).body.value;
    expect(income.ownRates).toMatchObject({ RNG: 1.2, LIVE: 0.8 });
    expect(income.days.length).toBeGreaterThan(10);
    const dates = income.days.map((d: Day) => d.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(income.total).toBe(sumOf(income.days, (d: Day) => d.amount));
    for (const day of income.days as Day[]) expect(day.amount).toBe(sumOf(day.types, (t) => t.amount));
    // The team's valid bets are the team profit and loss's.
    const team = (await r.get('/wps/agent/team/pnl?period=last30', agent)).body.value;
    expect(income.validBet).toBe(team.totals.validBet);

    // A day only player02 (no rate of its own) played slots: the agent keeps its whole slots rate.
    const slotsDays = r.t.db.prepare(
      `SELECT strftime('%Y-%m-%d', b.bet_at / 1000, 'unixepoch') AS day, SUM(b.valid_bet_cents) AS cents, GROUP_CONCAT(DISTINCT m.username) AS who
         FROM bets b JOIN members m ON m.id = b.member_id WHERE b.game_type = 'RNG' AND b.status = 'SETTLED' AND m.username != 'agent01' GROUP BY 1`,
    ).all() as { day: string; cents: number; who: string }[];
    const day = slotsDays.find((d) => d.who === 'player02' && income.days.some((x: Day) => x.date === d.day))!;
    const slots = (income.days as Day[]).find((d) => d.date === day.day)!.types.find((t) => t.gameType === 'RNG')!;
    expect(Math.round(slots.validBet * 100)).toBe(day.cents);
    expect(slots.amount).toBe(Math.floor((day.cents * 120) / 10_000) / 100);
    expect(slots).toMatchObject({ ownRate: 1.2 });
  });

  it('follows the rates the agent sets: raising a member\'s rate lowers the agent\'s share', async () => {
    const agent = r.as('agent01');
    const before = (await r.get('/wps/agent/team/rebateIncome?period=last30', agent)).body.value;
    const res = await r.t.app.inject({ method: 'POST', url: '/wps/agent/updateDownlineRebates', headers: agent, payload: { username: 'player02', rates: { RNG: 1.2 } } });
    expect(res.statusCode).toBe(200);
    const after = (await r.get('/wps/agent/team/rebateIncome?period=last30', agent)).body.value;
    expect(after.total).toBeLessThan(before.total);
    expect(after.validBet).toBe(before.validBet);
  });

  it('is for agents only; agent02 earns from its own member', async () => {
    expect((await r.get('/wps/agent/team/rebateIncome', r.as('demo'))).body).toMatchObject({ errorCode: 'agent.only' });
    expect((await r.get('/wps/agent/team/rebateIncome')).status).toBe(401);
    const sub = (await r.get('/wps/agent/team/rebateIncome?period=last30', r.as('agent02'))).body.value;
    expect(sub.total).toBeGreaterThan(0);
    expect(sub.ownRates).toMatchObject({ RNG: 0.8 });
  });
});
