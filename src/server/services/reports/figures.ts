import type { Db } from '../../db/open';
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

/** Bet figures per member and game type, for the bets placed in the period. */
function betTotals(db: Db, memberIds: number[], period: Period): { memberId: number; gameType: string; cents: BetCents }[] {
  const rows = db
    .prepare(
      `SELECT member_id AS memberId, game_type AS gameType, COUNT(*) AS betCount,
              SUM(CASE WHEN status != 'CANCELLED' THEN bet_cents ELSE 0 END) AS bet,
              SUM(CASE WHEN status = 'SETTLED' THEN valid_bet_cents ELSE 0 END) AS valid,
              SUM(CASE WHEN status = 'SETTLED' THEN payout_cents ELSE 0 END) AS payout,
              SUM(CASE WHEN status = 'SETTLED' THEN payout_cents - bet_cents ELSE 0 END) AS winLoss,
              SUM(CASE WHEN status = 'UNSETTLED' THEN bet_cents ELSE 0 END) AS unsettled
         FROM bets WHERE member_id IN (SELECT value FROM json_each(?)) AND bet_at >= ? AND bet_at < ?
        GROUP BY member_id, game_type`,
    )
    .all(JSON.stringify(memberIds), period.from, period.to) as (Omit<BetCents, 'rebate'> & { memberId: number; gameType: string })[];
  return rows.map(({ memberId, gameType, ...cents }) => ({ memberId, gameType, cents: { ...cents, rebate: 0 } }));
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
function fundTotals(db: Db, memberIds: number[], period: Period): Map<number, FundCents> {
  const rows = db
    .prepare(
      `SELECT member_id AS memberId,
              SUM(CASE WHEN kind = 'deposit' AND status = 'DONE' THEN amount_cents ELSE 0 END) AS deposits,
              SUM(CASE WHEN kind = 'withdraw' AND status IN ('PENDING', 'DONE') THEN -amount_cents ELSE 0 END) AS withdrawals,
              SUM(CASE WHEN kind = 'deposit' AND status = 'DONE' THEN CAST(ROUND(COALESCE(json_extract(detail, '$.bonus'), 0) * 100) AS INTEGER)
                       WHEN kind = 'bonus' AND status = 'DONE' AND json_extract(detail, '$.rewardSource') = 'deposit' THEN amount_cents
                       ELSE 0 END) AS depositBonus,
              SUM(CASE WHEN kind = 'bonus' AND status = 'DONE' AND COALESCE(json_extract(detail, '$.rewardSource'), '') NOT IN ('deposit', 'rebate')
                        AND COALESCE(json_extract(detail, '$.source'), '') != 'depositPromo'
                       THEN amount_cents ELSE 0 END) AS promotionBonus
         FROM transactions WHERE member_id IN (SELECT value FROM json_each(?)) AND created_at >= ? AND created_at < ?
        GROUP BY member_id`,
    )
    .all(JSON.stringify(memberIds), period.from, period.to) as ({ memberId: number } & FundCents)[];
  return new Map(rows.map(({ memberId, ...r }) => [memberId, r]));
}

/**
 * Each member's figures for the period: bets per game type with the member's own rebate (valid
 * bets at the member's current rate for that type), account money and bonuses.
 */
export function memberFigures(db: Db, memberIds: number[], period: Period): Map<number, MemberCents> {
  const out = new Map<number, MemberCents>();
  for (const id of memberIds) {
    out.set(id, { ...emptyBetCents(), deposits: 0, withdrawals: 0, depositBonus: 0, promotionBonus: 0, byType: new Map() });
  }
  if (memberIds.length === 0) return out;
  const rates = ratesBp(db, memberIds);
  for (const row of betTotals(db, memberIds, period)) {
    const member = out.get(row.memberId)!;
    row.cents.rebate = rebateCents(row.cents.valid, rates.get(row.memberId)?.[rateTypeOf(row.gameType)] ?? 0);
    member.byType.set(row.gameType, addBetCents(member.byType.get(row.gameType) ?? emptyBetCents(), row.cents));
    addBetCents(member, row.cents);
  }
  for (const [id, funds] of fundTotals(db, memberIds, period)) Object.assign(out.get(id)!, funds);
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
