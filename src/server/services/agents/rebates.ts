import { atomically, type Db } from '../../db/open';

/** The game types an agent sets rebate rates for. */
export const REBATE_GAME_TYPES = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'LOTT'] as const;

const asPercents = (rows: { type: string; bp: number }[]): Record<string, number> => {
  const byType = new Map(rows.map((r) => [r.type, r.bp]));
  return Object.fromEntries(REBATE_GAME_TYPES.map((t) => [t, (byType.get(t) ?? 0) / 100]));
};

/** Rates of one member as game type -> percent (0 when unset). */
export function ratesOf(db: Db, memberId: number): Record<string, number> {
  return asPercents(db.prepare('SELECT game_type AS type, rate_bp AS bp FROM agent_rebates WHERE member_id = ?').all(memberId) as { type: string; bp: number }[]);
}

/** The highest rate per game type among a member's direct downlines (0 when none). */
export function downlineCeiling(db: Db, memberId: number): Record<string, number> {
  return asPercents(
    db
      .prepare('SELECT r.game_type AS type, MAX(r.rate_bp) AS bp FROM agent_rebates r JOIN members m ON m.id = r.member_id WHERE m.parent_id = ? GROUP BY r.game_type')
      .all(memberId) as { type: string; bp: number }[],
  );
}

/** Sets some of a member's rates (percent, 2 decimals) together: all of them or none. */
export function setRates(db: Db, memberId: number, rates: Partial<Record<string, number>>): void {
  const upsert = db.prepare(
    'INSERT INTO agent_rebates (member_id, game_type, rate_bp) VALUES (?, ?, ?) ON CONFLICT(member_id, game_type) DO UPDATE SET rate_bp = excluded.rate_bp',
  );
  atomically(db, () => Object.entries(rates).forEach(([type, rate]) => rate !== undefined && upsert.run(memberId, type, Math.round(rate * 100))));
}
