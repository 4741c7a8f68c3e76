import { atomic } from '../../data/portable';
import type { Store, StoreDb } from '../../data/store';
import { fail } from '../../http/reply';
import { directMemberNamed } from './downlines';

/** The game types an agent sets rebate rates for. */
export const REBATE_GAME_TYPES = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'LOTT'] as const;

const asPercents = (rows: { type: string; bp: number | string | bigint | null }[]): Record<string, number> => {
  const byType = new Map(rows.map((r) => [r.type, Number(r.bp ?? 0)]));
  return Object.fromEntries(REBATE_GAME_TYPES.map((t) => [t, (byType.get(t) ?? 0) / 100]));
};

/** Rates of one member as game type -> percent (0 when unset). */
export async function ratesOf(db: StoreDb, memberId: number): Promise<Record<string, number>> {
  return asPercents(await db.selectFrom('agent_rebates').where('member_id', '=', memberId).select(['game_type as type', 'rate_bp as bp']).execute());
}

/** Rates of several members (one query), by member id; a member without rates has every type at 0. */
export async function ratesOfMembers(db: StoreDb, memberIds: number[]): Promise<Map<number, Record<string, number>>> {
  const rows = memberIds.length ? await db.selectFrom('agent_rebates').where('member_id', 'in', memberIds).select(['member_id', 'game_type as type', 'rate_bp as bp']).execute() : [];
  const byMember = new Map<number, typeof rows>();
  for (const r of rows) byMember.set(r.member_id, [...(byMember.get(r.member_id) ?? []), r]);
  return new Map(memberIds.map((id) => [id, asPercents(byMember.get(id) ?? [])]));
}

/** The highest rate per game type among a member's direct downlines (0 when none). */
export async function downlineCeiling(db: StoreDb, memberId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('agent_rebates as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .where('m.parent_id', '=', memberId)
    .groupBy('r.game_type')
    .select((eb) => ['r.game_type as type', eb.fn.max('r.rate_bp').as('bp')])
    .execute();
  return asPercents(rows);
}

/** Sets some of a member's rates (percent, 2 decimals) together: all of them or none. */
export async function setRates(db: StoreDb, memberId: number, rates: Partial<Record<string, number>>): Promise<void> {
  await atomic(db, async (trx) => {
    for (const [type, rate] of Object.entries(rates)) {
      if (rate === undefined) continue;
      const rate_bp = Math.round(rate * 100);
      await trx
        .insertInto('agent_rebates')
        .values({ member_id: memberId, game_type: type, rate_bp })
        .onConflict((oc) => oc.columns(['member_id', 'game_type']).doUpdateSet({ rate_bp }))
        .execute();
    }
  });
}

/**
 * Sets rates of one of the agent's direct members, checked against the rates as they are in the
 * same transaction (another change between the check and the write cannot slip past it). Rates
 * only go down the hierarchy: never above the agent's own (400 rebate.exceeds with data.max), never
 * below the highest rate the member already gave its own members (400 rebate.belowDownline with
 * data.min: they would earn more than their upline). 404 downline.notFound for anyone else.
 * Answers the member's rates after the change.
 */
export function setDownlineRates(store: Store, agentId: number, username: string, rates: Partial<Record<string, number>>): Promise<Record<string, number>> {
  return store.transaction(async (trx) => {
    const target = await directMemberNamed(trx, agentId, username);
    if (!target) fail(404, 'downline.notFound', `${username} is not one of your members`);
    const own = await ratesOf(trx, agentId);
    const floor = await downlineCeiling(trx, target.id);
    for (const [type, rate] of Object.entries(rates)) {
      if (rate! > own[type]) fail(400, 'rebate.exceeds', `The ${type} rebate cannot exceed your own ${own[type]}%`, { field: `rates.${type}`, max: own[type] });
      if (rate! < floor[type]) {
        fail(400, 'rebate.belowDownline', `The ${type} rebate of ${username} cannot be lower than the ${floor[type]}% its own members have`, { field: `rates.${type}`, min: floor[type] });
      }
    }
    await setRates(trx, target.id, rates);
    return ratesOf(trx, target.id);
  });
}
