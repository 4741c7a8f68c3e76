import { sql } from 'kysely';
import { jsonText, jsonNumber, roundHalfAway } from '../../data/portable';
import type { StoreDb } from '../../data/store';
import { units } from '../wallet';
import type { Period } from './period';
import { rateTypeOf, ratesBp, rebateCents } from './rates';

/** One member's (or one game type's) betting figures over a period, in cents. */
export interface BetCents {
  betCount: number;
  /** Stakes of every bet not cancelled (a cancelled stake went back). */
  bet: number;
  /** Valid bets and payouts of settled bets; win/loss = payout - stake of settled bets. */
  valid: number;
  payout: number;
  winLoss: number;
  /** Stakes still waiting for a result. */
  unsettled: number;
  rebate: number;
}

/** What a member gained or put in over a period, in cents (see profitAndLoss below). */
export interface MemberCents extends BetCents {
  deposits: number;
  withdrawals: number;
  depositBonus: number;
  promotionBonus: number;
  byType: Map<string, BetCents>;
}

export const emptyBetCents = (): BetCents => ({ betCount: 0, bet: 0, valid: 0, payout: 0, winLoss: 0, unsettled: 0, rebate: 0 });

const BET_KEYS = ['betCount', 'bet', 'valid', 'payout', 'winLoss', 'unsettled', 'rebate'] as const;

export function addBetCents<T extends BetCents>(into: T, add: BetCents): T {
  for (const key of BET_KEYS) into[key] += add[key];
  return into;
}

/** Bet figures per member and game type, for the bets placed in the period (`memberIds` not empty). */
async function betTotals(db: StoreDb, memberIds: number[], period: Period): Promise<{ memberId: number; gameType: string; cents: BetCents }[]> {
  const rows = await db
    .selectFrom('bets')
    .where('member_id', 'in', memberIds)
    .where('bet_at', '>=', period.from)
    .where('bet_at', '<', period.to)
    .groupBy(['member_id', 'game_type'])
    .select((eb) => [
      'member_id as memberId',
      'game_type as gameType',
      eb.fn.countAll().as('betCount'),
      sql<number>`SUM(CASE WHEN status != 'CANCELLED' THEN bet_cents ELSE 0 END)`.as('bet'),
      sql<number>`SUM(CASE WHEN status = 'SETTLED' THEN valid_bet_cents ELSE 0 END)`.as('valid'),
      sql<number>`SUM(CASE WHEN status = 'SETTLED' THEN payout_cents ELSE 0 END)`.as('payout'),
      sql<number>`SUM(CASE WHEN status = 'SETTLED' THEN payout_cents - bet_cents ELSE 0 END)`.as('winLoss'),
      sql<number>`SUM(CASE WHEN status = 'UNSETTLED' THEN bet_cents ELSE 0 END)`.as('unsettled'),
    ])
    .execute();
  return rows.map(({ memberId, gameType, ...c }) => ({
    memberId,
    gameType,
    cents: { betCount: Number(c.betCount), bet: Number(c.bet), valid: Number(c.valid), payout: Number(c.payout), winLoss: Number(c.winLoss), unsettled: Number(c.unsettled), rebate: 0 },
  }));
}

type FundCents = Pick<MemberCents, 'deposits' | 'withdrawals' | 'depositBonus' | 'promotionBonus'>;

/**
 * Money that moved the balance in the period, from the account records: deposits once credited
 * (DONE), withdrawals once debited (PENDING or DONE; a rejected one was given back), and bonuses
 * credited. A deposit's bonus is the one its deposit promotion carried, or a claimed reward paying a
 * deposit bonus; every other credited bonus (red envelopes, claimed rewards, cash vouchers of the
 * point mall) is a promotion bonus, except a claimed rebate reward: rebates are their own line,
 * counted from the valid bets, and would otherwise count twice; so would the bonus a deposit promotion
 * credits when its deposit is paid (the deposit carries it). Transfers from an agent are neither.
 */
async function fundTotals(db: StoreDb, memberIds: number[], period: Period): Promise<Map<number, FundCents>> {
  const rewardSource = sql`COALESCE(${jsonText(db, 'detail', 'rewardSource')}, '')`;
  const source = sql`COALESCE(${jsonText(db, 'detail', 'source')}, '')`;
  const depositBonus = roundHalfAway(db, sql<number>`COALESCE(${jsonNumber(db, 'detail', 'bonus')}, 0) * 100`);
  const rows = await db
    .selectFrom('transactions')
    .where('member_id', 'in', memberIds)
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.to)
    .groupBy('member_id')
    .select([
      'member_id as memberId',
      sql<number>`SUM(CASE WHEN kind = 'deposit' AND status = 'DONE' THEN amount_cents ELSE 0 END)`.as('deposits'),
      sql<number>`SUM(CASE WHEN kind = 'withdraw' AND status IN ('PENDING', 'DONE') THEN -amount_cents ELSE 0 END)`.as('withdrawals'),
      sql<number>`SUM(CASE WHEN kind = 'deposit' AND status = 'DONE' THEN ${depositBonus}
                       WHEN kind = 'bonus' AND status = 'DONE' AND ${rewardSource} = 'deposit' THEN amount_cents
                       ELSE 0 END)`.as('depositBonus'),
      sql<number>`SUM(CASE WHEN kind = 'bonus' AND status = 'DONE' AND ${rewardSource} NOT IN ('deposit', 'rebate') AND ${source} != 'depositPromo'
                       THEN amount_cents ELSE 0 END)`.as('promotionBonus'),
    ])
    .execute();
  return new Map(rows.map((r) => [r.memberId, { deposits: Number(r.deposits), withdrawals: Number(r.withdrawals), depositBonus: Number(r.depositBonus), promotionBonus: Number(r.promotionBonus) }]));
}

/**
 * Each member's figures for the period: bets per game type with the member's own rebate (valid
 * bets at the member's current rate for that type), account money and bonuses.
 */
export async function memberFigures(db: StoreDb, memberIds: number[], period: Period): Promise<Map<number, MemberCents>> {
  const out = new Map<number, MemberCents>();
  for (const id of memberIds) {
    out.set(id, { ...emptyBetCents(), deposits: 0, withdrawals: 0, depositBonus: 0, promotionBonus: 0, byType: new Map() });
  }
  if (memberIds.length === 0) return out;
  const rates = await ratesBp(db, memberIds);
  for (const row of await betTotals(db, memberIds, period)) {
    const member = out.get(row.memberId)!;
    row.cents.rebate = rebateCents(row.cents.valid, rates.get(row.memberId)?.[rateTypeOf(row.gameType)] ?? 0);
    member.byType.set(row.gameType, addBetCents(member.byType.get(row.gameType) ?? emptyBetCents(), row.cents));
    addBetCents(member, row.cents);
  }
  for (const [id, funds] of await fundTotals(db, memberIds, period)) Object.assign(out.get(id)!, funds);
  return out;
}

/** The profit-and-loss view of a member's figures, in currency units: profit = win/loss + bonuses + rebates. */
export function profitAndLoss(m: MemberCents) {
  const bonuses = m.depositBonus + m.promotionBonus;
  return {
    betCount: m.betCount,
    betAmount: units(m.bet),
    validBet: units(m.valid),
    payout: units(m.payout),
    winLoss: units(m.winLoss),
    unsettledBet: units(m.unsettled),
    deposits: units(m.deposits),
    withdrawals: units(m.withdrawals),
    depositBonus: units(m.depositBonus),
    promotionBonus: units(m.promotionBonus),
    bonuses: units(bonuses),
    rebates: units(m.rebate),
    profit: units(m.winLoss + bonuses + m.rebate),
  };
}

/** Game types in the order the screens list them. */
export const GAME_TYPE_ORDER = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'LOTT', 'ELOTT'];

export function byTypeList(byType: Map<string, BetCents>) {
  const rank = (t: string) => (GAME_TYPE_ORDER.includes(t) ? GAME_TYPE_ORDER.indexOf(t) : GAME_TYPE_ORDER.length);
  return [...byType.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([gameType, c]) => ({ gameType, betCount: c.betCount, betAmount: units(c.bet), validBet: units(c.valid), winLoss: units(c.winLoss), rebate: units(c.rebate) }));
}

export { units };
