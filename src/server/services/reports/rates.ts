import type { StoreDb } from '../../data/store';

/** Game types a rebate rate is set for (agent_rebates); other types borrow one of these. */
export const RATED_TYPES = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'LOTT'] as const;

/** Electronic lottery earns the lottery rate; e-sports and cockfight are SPORTS games already. */
export const rateTypeOf = (gameType: string): string => (gameType === 'ELOTT' ? 'LOTT' : gameType);

/** Rebate rates in basis points per rated game type, for each member (0 when unset). */
export async function ratesBp(db: StoreDb, memberIds: number[]): Promise<Map<number, Record<string, number>>> {
  const out = new Map<number, Record<string, number>>(memberIds.map((id) => [id, Object.fromEntries(RATED_TYPES.map((t) => [t, 0]))]));
  if (memberIds.length === 0) return out;
  const rows = await db.selectFrom('agent_rebates').where('member_id', 'in', memberIds).select(['member_id as memberId', 'game_type as type', 'rate_bp as bp']).execute();
  for (const r of rows) {
    const rates = out.get(r.memberId);
    if (rates && r.type in rates) rates[r.type] = r.bp;
  }
  return out;
}

/** Rebate in cents on a valid bet at a rate in basis points (rounded down to the cent, as paid). */
export const rebateCents = (validCents: number, bp: number): number => Math.floor((validCents * Math.max(bp, 0)) / 10_000);
