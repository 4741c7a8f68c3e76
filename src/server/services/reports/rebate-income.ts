import { utcDay } from '../../data/portable';
import type { StoreDb } from '../../data/store';
import { GAME_TYPE_ORDER, units } from './figures';
import type { Period } from './period';
import { RATED_TYPES, rateTypeOf, ratesBp, rebateCents } from './rates';
import { teamMembers } from './team';

interface TypeIncome { validCents: number; amountCents: number }

/**
 * An agent's rebate income from its team's settled valid bets, by day (newest first) and game type.
 * On a bet anywhere below it, the agent earns its own rate minus the rate of the direct member the
 * bettor belongs under (that member keeps its own part, and passes part of it further down in
 * turn); never below 0. Rates are the ones set now (agent rebate settings).
 */
export async function rebateIncome(db: StoreDb, agentId: number, period: Period) {
  const team = await teamMembers(db, agentId);
  const directOf = new Map(team.map((m) => [m.id, m.directId]));
  const rates = await ratesBp(db, [agentId, ...new Set(team.map((m) => m.directId))]);
  const own = rates.get(agentId)!;
  const day = utcDay(db, 'bet_at');
  const rows = team.length === 0 ? [] : await db
    .selectFrom('bets')
    .where('member_id', 'in', team.map((m) => m.id))
    .where('status', '=', 'SETTLED')
    .where('bet_at', '>=', period.from)
    .where('bet_at', '<', period.to)
    .groupBy([day, 'member_id', 'game_type'])
    .select((eb) => [day.as('day'), 'member_id as memberId', 'game_type as gameType', eb.fn.sum<number>('valid_bet_cents').as('valid')])
    .execute();

  // Valid bets per day, game type and direct member: the rate split is per direct member.
  const pooled = new Map<string, { day: string; gameType: string; directId: number; valid: number }>();
  for (const r of rows) {
    const directId = directOf.get(r.memberId)!;
    const key = `${r.day}|${r.gameType}|${directId}`;
    const entry = pooled.get(key) ?? { day: r.day, gameType: r.gameType, directId, valid: 0 };
    entry.valid += Number(r.valid);
    pooled.set(key, entry);
  }
  const days = new Map<string, Map<string, TypeIncome>>();
  for (const p of pooled.values()) {
    const rateType = rateTypeOf(p.gameType);
    const spread = (own[rateType] ?? 0) - (rates.get(p.directId)?.[rateType] ?? 0);
    const byType = days.get(p.day) ?? new Map<string, TypeIncome>();
    const income = byType.get(p.gameType) ?? { validCents: 0, amountCents: 0 };
    income.validCents += p.valid;
    income.amountCents += rebateCents(p.valid, spread);
    byType.set(p.gameType, income);
    days.set(p.day, byType);
  }

  const rank = (t: string) => (GAME_TYPE_ORDER.includes(t) ? GAME_TYPE_ORDER.indexOf(t) : GAME_TYPE_ORDER.length);
  const dayList = [...days.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, byType]) => {
      const types = [...byType.entries()]
        .sort(([a], [b]) => rank(a) - rank(b))
        .map(([gameType, t]) => ({
          gameType,
          validBet: units(t.validCents),
          ownRate: (own[rateTypeOf(gameType)] ?? 0) / 100,
          // What the agent earned per 100 of valid bets of this type that day (its own rate minus its members' parts).
          rate: t.validCents > 0 ? Math.round((t.amountCents / t.validCents) * 10_000) / 100 : 0,
          amount: units(t.amountCents),
        }));
      const validCents = [...byType.values()].reduce((s, t) => s + t.validCents, 0);
      const amountCents = [...byType.values()].reduce((s, t) => s + t.amountCents, 0);
      return { date, validBet: units(validCents), amount: units(amountCents), types };
    });
  const totalCents = [...days.values()].flatMap((m) => [...m.values()]).reduce((s, t) => s + t.amountCents, 0);
  const validCents = [...days.values()].flatMap((m) => [...m.values()]).reduce((s, t) => s + t.validCents, 0);
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    total: units(totalCents),
    validBet: units(validCents),
    ownRates: Object.fromEntries(RATED_TYPES.map((t) => [t, (own[t] ?? 0) / 100])),
    days: dayList,
  };
}
