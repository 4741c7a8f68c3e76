import type { Db } from '../../db/open';
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

const WHERE = `b.member_id IN (SELECT value FROM json_each(?)) AND b.bet_at >= ? AND b.bet_at < ? AND (? IS NULL OR b.game_type = ?)`;
const args = (f: BetFilter) => [JSON.stringify(f.memberIds), f.period.from, f.period.to, f.gameType ?? null, f.gameType ?? null];

/** One page of bets, newest first; the vendor's name is the merchant's (the code when it has none). */
export function betPage(db: Db, f: BetFilter, page: { offset: number; limit: number }): BetRow[] {
  return db
    .prepare(
      `SELECT b.id, m.username, b.game_name AS gameName, b.vendor, COALESCE(v.name, b.vendor) AS vendorName, b.game_type AS gameType,
              b.round_id AS roundId, b.bet_cents / 100.0 AS betAmount, b.valid_bet_cents / 100.0 AS validBet, b.payout_cents / 100.0 AS payout,
              CASE b.status WHEN 'SETTLED' THEN (b.payout_cents - b.bet_cents) / 100.0 WHEN 'CANCELLED' THEN 0 ELSE NULL END AS winLoss,
              b.status, b.bet_at AS betAt, b.settled_at AS settledAt
         FROM bets b JOIN members m ON m.id = b.member_id
         LEFT JOIN vendors v ON v.merchant_code = m.merchant_code AND v.code = b.vendor
        WHERE ${WHERE}
        ORDER BY b.bet_at DESC, b.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args(f), page.limit, page.offset) as BetRow[];
}

/** Totals of every bet the filter keeps: counted like the profit and loss (see figures.ts). */
export function betSummary(db: Db, f: BetFilter) {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS betCount,
              COALESCE(SUM(CASE WHEN b.status != 'CANCELLED' THEN b.bet_cents ELSE 0 END), 0) AS bet,
              COALESCE(SUM(CASE WHEN b.status = 'SETTLED' THEN b.valid_bet_cents ELSE 0 END), 0) AS valid,
              COALESCE(SUM(CASE WHEN b.status = 'SETTLED' THEN b.payout_cents - b.bet_cents ELSE 0 END), 0) AS winLoss,
              COALESCE(SUM(CASE WHEN b.status = 'UNSETTLED' THEN 1 ELSE 0 END), 0) AS unsettledCount
         FROM bets b WHERE ${WHERE}`,
    )
    .get(...args(f)) as { betCount: number; bet: number; valid: number; winLoss: number; unsettledCount: number };
  return { betCount: row.betCount, betAmount: row.bet / 100, validBet: row.valid / 100, winLoss: row.winLoss / 100, unsettledCount: row.unsettledCount };
}
