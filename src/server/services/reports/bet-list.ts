import { sql } from 'kysely';
import type { StoreDb } from '../../data/store';
import type { Period } from './period';

export interface BetFilter {
  memberIds: number[];
  period: Period;
  /** One game type, or every type. */
  gameType?: string;
}

export interface BetRow {
  id: number;
  username: string;
  gameName: string;
  vendor: string;
  vendorName: string;
  gameType: string;
  roundId: string;
  betAmount: number;
  validBet: number;
  payout: number;
  /** Payout minus stake once settled; 0 for a cancelled bet, null while unsettled. */
  winLoss: number | null;
  status: 'SETTLED' | 'UNSETTLED' | 'CANCELLED';
  betAt: number;
  settledAt: number | null;
}

/** The filter's bets; callers answer an empty member list before asking (no SQL gets an empty IN list). */
function filteredBets(db: StoreDb, f: BetFilter) {
  let query = db.selectFrom('bets as b').where('b.member_id', 'in', f.memberIds).where('b.bet_at', '>=', f.period.from).where('b.bet_at', '<', f.period.to);
  if (f.gameType) query = query.where('b.game_type', '=', f.gameType);
  return query;
}

/** One page of bets, newest first; the vendor's name is the merchant's (the code when it has none). */
export async function betPage(db: StoreDb, f: BetFilter, page: { offset: number; limit: number }): Promise<BetRow[]> {
  if (f.memberIds.length === 0) return [];
  const rows = await filteredBets(db, f)
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .leftJoin('vendors as v', (join) => join.onRef('v.merchant_code', '=', 'm.merchant_code').onRef('v.code', '=', 'b.vendor'))
    .select((eb) => [
      'b.id', 'm.username', 'b.game_name as gameName', 'b.vendor', eb.fn.coalesce('v.name', 'b.vendor').as('vendorName'), 'b.game_type as gameType',
      'b.round_id as roundId', 'b.bet_cents', 'b.valid_bet_cents', 'b.payout_cents', 'b.status', 'b.bet_at as betAt', 'b.settled_at as settledAt',
    ])
    .orderBy('b.bet_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(({ bet_cents, valid_bet_cents, payout_cents, ...b }) => ({
    ...b,
    status: b.status as BetRow['status'],
    betAmount: bet_cents / 100,
    validBet: valid_bet_cents / 100,
    payout: payout_cents / 100,
    winLoss: b.status === 'SETTLED' ? (payout_cents - bet_cents) / 100 : b.status === 'CANCELLED' ? 0 : null,
  }));
}

/** Totals of every bet the filter keeps: counted like the profit and loss (see figures.ts). */
export async function betSummary(db: StoreDb, f: BetFilter) {
  if (f.memberIds.length === 0) return { betCount: 0, betAmount: 0, validBet: 0, winLoss: 0, unsettledCount: 0 };
  const row = await filteredBets(db, f)
    .select((eb) => [
      eb.fn.countAll().as('betCount'),
      sql<number>`COALESCE(SUM(CASE WHEN b.status != 'CANCELLED' THEN b.bet_cents ELSE 0 END), 0)`.as('bet'),
      sql<number>`COALESCE(SUM(CASE WHEN b.status = 'SETTLED' THEN b.valid_bet_cents ELSE 0 END), 0)`.as('valid'),
      sql<number>`COALESCE(SUM(CASE WHEN b.status = 'SETTLED' THEN b.payout_cents - b.bet_cents ELSE 0 END), 0)`.as('winLoss'),
      sql<number>`COALESCE(SUM(CASE WHEN b.status = 'UNSETTLED' THEN 1 ELSE 0 END), 0)`.as('unsettledCount'),
    ])
    .executeTakeFirstOrThrow();
  return {
    betCount: Number(row.betCount), betAmount: Number(row.bet) / 100, validBet: Number(row.valid) / 100, winLoss: Number(row.winLoss) / 100, unsettledCount: Number(row.unsettledCount),
  };
}
