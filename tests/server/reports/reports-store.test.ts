import { describe, expect, it } from 'vitest';
import type { Store } from '../../../src/server/data/store';
import { setRates } from '../../../src/server/services/agents/rebates';
import { betPage, betSummary } from '../../../src/server/services/reports/bet-list';
import { memberFigures, profitAndLoss } from '../../../src/server/services/reports/figures';
import { resolvePeriod } from '../../../src/server/services/reports/period';
import { rebateIncome } from '../../../src/server/services/reports/rebate-income';
import { teamMembers } from '../../../src/server/services/reports/team';
import { bothEngines } from '../../support/engines';
import { seedTeam } from '../../support/team-rows';

const DAY1 = Date.UTC(2026, 2, 1);
const DAY2 = Date.UTC(2026, 2, 2);
const period = resolvePeriod({ period: 'custom', startDate: '2026-03-01', endDate: '2026-03-02' }, Date.UTC(2026, 2, 2, 12));

/** Bets and account records of the team over two days (and one the day before, outside the period). */
async function seedPlay(store: Store) {
  const team = await seedTeam(store);
  const { agent, d1, d2, g1 } = team;
  await setRates(store.db, agent, { RNG: 1.2 });
  await setRates(store.db, d1, { RNG: 0.5 });
  await store.db.insertInto('vendors').values({ merchant_code: 'DEMO', code: 'PG', name: 'Pocket Games', account_type_name: '', color: '' }).execute();
  let round = 0;
  const bet = (member_id: number, game_type: string, status: string, bet_at: number, bet_cents: number, valid_bet_cents = 0, payout_cents = 0) => ({
    member_id, node_id: 1, game_name: `${game_type} game`, vendor: game_type === 'RNG' ? 'PG' : 'EVO', game_type, round_id: `r${(round += 1)}`,
    bet_cents, valid_bet_cents, payout_cents, status, bet_at, settled_at: status === 'SETTLED' ? bet_at + 1000 : null,
  });
  await store.db.insertInto('bets').values([
    bet(g1, 'RNG', 'SETTLED', DAY1 - 1, 9900, 9900, 0),
    bet(g1, 'RNG', 'SETTLED', DAY1 + 10 * 3600_000, 10_000, 10_000, 15_000),
    bet(d2, 'RNG', 'SETTLED', DAY1 + 11 * 3600_000, 2000, 2000, 0),
    bet(d1, 'LIVE', 'SETTLED', DAY2 + 10 * 3600_000, 3000, 2500, 3000),
    bet(d1, 'RNG', 'UNSETTLED', DAY2 + 11 * 3600_000, 700),
    bet(d2, 'ELOTT', 'CANCELLED', DAY2 + 86_400_000 - 1, 400),
  ]).execute();
  const record = (kind: string, amount_cents: number, status: string, detail: object) => ({ member_id: d1, kind, amount_cents, status, detail: JSON.stringify(detail), created_at: DAY2 + 1000 });
  await store.db.insertInto('transactions').values([
    record('deposit', 50_000, 'DONE', { bonus: 0.125 }),
    record('deposit', 9_000, 'PENDING', { bonus: 5 }),
    record('withdraw', -20_000, 'PENDING', {}),
    record('withdraw', -100, 'REJECTED', {}),
    record('bonus', 1000, 'DONE', { rewardSource: 'deposit' }),
    record('bonus', 500, 'DONE', { source: 'depositPromo' }),
    record('bonus', 300, 'DONE', { rewardSource: 'rebate' }),
    record('bonus', 700, 'DONE', { reward: 'red envelope' }),
  ]).execute();
  return team;
}

describe.each(bothEngines())('report figures on $engine', (engine) => {
  it('counts each member\'s bets, money and bonuses over the two days alike', async () => {
    const store = await engine.open();
    const { agent, d1, d2, g1 } = await seedPlay(store);
    const team = await teamMembers(store.db, agent);
    expect(team.map((m) => [m.username, m.level, m.directId])).toEqual([['Dora_1', 1, d1], ['dan', 1, d2], ['gus', 2, d1]]);
    expect((await teamMembers(store.db, agent, { search: 'DA' })).map((m) => m.username)).toEqual(['dan']);
    const figures = await memberFigures(store.db, team.map((m) => m.id), period);
    expect(profitAndLoss(figures.get(d1)!)).toEqual({
      betCount: 2, betAmount: 37, validBet: 25, payout: 30, winLoss: 0, unsettledBet: 7, deposits: 500, withdrawals: 200,
      depositBonus: 10.13, promotionBonus: 7, bonuses: 17.13, rebates: 0, profit: 17.13,
    });
    expect(profitAndLoss(figures.get(g1)!)).toMatchObject({ betCount: 1, betAmount: 100, validBet: 100, winLoss: 50, deposits: 0 });
    expect(profitAndLoss(figures.get(d2)!)).toMatchObject({ betCount: 2, betAmount: 20, winLoss: -20, rebates: 0 });
    expect([...figures.get(d2)!.byType.keys()].sort()).toEqual(['ELOTT', 'RNG']);
    expect(await memberFigures(store.db, [], period)).toEqual(new Map());
  });

  it('lists and sums the team\'s bets, newest first, with the vendor\'s name', async () => {
    const store = await engine.open();
    const { agent } = await seedPlay(store);
    const memberIds = (await teamMembers(store.db, agent)).map((m) => m.id);
    const filter = { memberIds, period };
    expect(await betSummary(store.db, filter)).toEqual({ betCount: 5, betAmount: 157, validBet: 145, winLoss: 30, unsettledCount: 1 });
    const page = await betPage(store.db, filter, { offset: 0, limit: 2 });
    expect(page.map((b) => [b.username, b.gameType, b.status, b.winLoss, b.vendorName])).toEqual([['dan', 'ELOTT', 'CANCELLED', 0, 'EVO'], ['Dora_1', 'RNG', 'UNSETTLED', null, 'Pocket Games']]);
    const rng = await betPage(store.db, { ...filter, gameType: 'RNG' }, { offset: 1, limit: 5 });
    expect(rng.map((b) => [b.username, b.betAmount, b.validBet, b.payout, b.winLoss])).toEqual([['dan', 20, 20, 0, -20], ['gus', 100, 100, 150, 50]]);
    expect(await betSummary(store.db, { memberIds: [], period })).toEqual({ betCount: 0, betAmount: 0, validBet: 0, winLoss: 0, unsettledCount: 0 });
    expect(await betPage(store.db, { memberIds: [], period }, { offset: 0, limit: 5 })).toEqual([]);
  });

  it('splits the agent\'s rebate income by UTC day and by the direct member each bet came through', async () => {
    const store = await engine.open();
    const { agent } = await seedPlay(store);
    const income = await rebateIncome(store.db, agent, period);
    expect(income).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-02',
      total: 0.94,
      validBet: 145,
      ownRates: { RNG: 1.2, LIVE: 0, PVP: 0, FISH: 0, SPORTS: 0, LOTT: 0 },
      days: [
        { date: '2026-03-02', validBet: 25, amount: 0, types: [{ gameType: 'LIVE', validBet: 25, ownRate: 0, rate: 0, amount: 0 }] },
        // 100 through Dora_1 at 1.2 - 0.5 = 0.7%, 20 through dan at the whole 1.2%.
        { date: '2026-03-01', validBet: 120, amount: 0.94, types: [{ gameType: 'RNG', validBet: 120, ownRate: 1.2, rate: 0.78, amount: 0.94 }] },
      ],
    });
  });
});
