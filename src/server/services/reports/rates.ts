import type { Db } from '../../db/open';

/** Game types a rebate rate is set for (agent_rebates); other types borrow one of these. */
export const RATED_TYPES = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'LOTT'] as const;

/** Electronic lottery earns the lottery rate; e-sports and cockfight are SPORTS games already. */
export const rateTypeOf = (gameType: string): string => (gameType === 'ELOTT' ? 'LOTT' : gameType);

/** Rebate rates in basis points per rated game type, for each member (0 when unset). */
export function ratesBp(db: Db, memberIds: number[]): Map<number, Record<string, number>> {
  const out = new Map<number, Record<string, number>>(memberIds.map((id) => [id, Object.fromEntries(RATED_TYPES.map((t) => [t, 0]))]));
  const rows = db
    .prepare('SELECT member_id AS memberId, game_type AS type, rate_bp AS bp FROM agent_rebates WHERE member_id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(memberIds)) as { memberId: number; type: string; bp: number }[];
  for (const r of rows) {
    const rates = out.get(r.memberId);
    if (rates && r.type in rates) rates[r.type] = r.bp;
  }
  return out;
}

/** Rebate in cents on a valid bet at a rate in basis points (rounded down to the cent, as paid). */
export const rebateCents = (validCents: number, bp: number): number => Math.floor((validCents * Math.max(bp, 0)) / 10_000);
