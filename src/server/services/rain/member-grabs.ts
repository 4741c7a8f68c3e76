import type { Db } from '../../db/open';

/** One round the member won envelopes in: when it ran, how many they opened, their total and the last one's time. */
export interface GrabRound {
  roundId: number;
  startsAt: number;
  endsAt: number;
  count: number;
  cents: number;
  lastAt: number;
}

/** The member's envelopes over all rounds: rounds played, envelopes opened, total won. */
export interface GrabTotals {
  rounds: number;
  envelopes: number;
  cents: number;
}

/** The member's envelopes in one round: how many and their total in cents. */
export function memberGrabsInRound(db: Db, roundId: number, memberId: number): { n: number; cents: number } {
  return db.prepare('SELECT COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS cents FROM red_rain_grabs WHERE round_id = ? AND member_id = ?').get(roundId, memberId) as { n: number; cents: number };
}

/** One page of the rounds the member won envelopes in, newest round first. */
export function memberGrabRounds(db: Db, memberId: number, limit: number, offset: number): GrabRound[] {
  return db
    .prepare(
      `SELECT r.id AS roundId, r.starts_at AS startsAt, r.ends_at AS endsAt, COUNT(g.id) AS count, SUM(g.amount_cents) AS cents, MAX(g.created_at) AS lastAt
         FROM red_rain_grabs g JOIN red_rain_rounds r ON r.id = g.round_id
        WHERE g.member_id = ? GROUP BY r.id ORDER BY r.starts_at DESC, r.id DESC LIMIT ? OFFSET ?`,
    )
    .all(memberId, limit, offset) as GrabRound[];
}

/** The totals of every round the member played (the history's count and sums). */
export function memberGrabTotals(db: Db, memberId: number): GrabTotals {
  return db.prepare('SELECT COUNT(DISTINCT round_id) AS rounds, COUNT(*) AS envelopes, COALESCE(SUM(amount_cents), 0) AS cents FROM red_rain_grabs WHERE member_id = ?').get(memberId) as GrabTotals;
}
