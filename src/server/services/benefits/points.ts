import type { StoreDb } from '../../data/store';
import { atomic } from '../../data/portable';
import { fail } from '../../http/reply';
import { units } from '../wallet';
import { pageWindow, type PageRequest } from '../../http/paging';

/** A name stored per language ({"CN": …, "EN": …}) in the language asked for, else CN, else any. */
export function localName(names: string, language: string): string {
  const parsed = JSON.parse(names) as Record<string, string>;
  return parsed[language.toUpperCase()] ?? parsed.CN ?? Object.values(parsed)[0] ?? '';
}

export async function pointBalance(db: StoreDb, memberId: number): Promise<number> {
  const row = await db.selectFrom('member_points').where('member_id', '=', memberId).select('balance').executeTakeFirst();
  return row?.balance ?? 0;
}

/** Balance, what was earned and spent in all, and how the merchant awards points. */
export async function pointSummary(db: StoreDb, memberId: number, merchantCode: string) {
  const sums = await db
    .selectFrom('point_movements')
    .where('member_id', '=', memberId)
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('points', '>', 0).then(eb.ref('points')).end()), eb.lit(0)).as('earned'),
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('points', '<', 0).then(eb.neg(eb.ref('points'))).end()), eb.lit(0)).as('spent'),
    ])
    .executeTakeFirstOrThrow();
  const rules = await db.selectFrom('point_rules').where('merchant_code', '=', merchantCode).select(['kind', 'points', 'per_cents']).orderBy('sort').execute();
  return {
    balance: await pointBalance(db, memberId),
    earnedTotal: Number(sums.earned),
    spentTotal: Number(sums.spent),
    rules: rules.map((r) => ({ kind: r.kind as 'validBet' | 'deposit', points: r.points, per: units(r.per_cents) })),
  };
}

export type PointMove = { kind: 'validBet' | 'deposit' | 'redeem' | 'adjust'; points: number; basisCents?: number | null; redemptionId?: number | null; note?: string };

/**
 * Adds (positive) or takes (negative) points and records the movement, in one transaction (the
 * caller's when there is one); 409 points.insufficient when the balance would go below 0. The check
 * and the change are one statement, so two spendings at once never both pass it. Answers the new balance.
 */
export function movePoints(db: StoreDb, memberId: number, move: PointMove, now = Date.now()): Promise<number> {
  return atomic(db, async (trx) => {
    // The row first, at 0: an upsert would check its insert values (a negative amount) against balance >= 0.
    await trx.insertInto('member_points').values({ member_id: memberId, balance: 0 }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
    const changed = await trx
      .updateTable('member_points')
      .set((eb) => ({ balance: eb('balance', '+', move.points) }))
      .where('member_id', '=', memberId)
      .where((eb) => eb(eb('balance', '+', move.points), '>=', 0))
      .returning('balance')
      .executeTakeFirst();
    if (!changed) {
      const balance = await pointBalance(trx, memberId);
      fail(409, 'points.insufficient', `Not enough points: ${balance} available, ${-move.points} needed`, { balance, needed: -move.points, short: -move.points - balance });
    }
    await trx
      .insertInto('point_movements')
      .values({ member_id: memberId, kind: move.kind, points: move.points, basis_cents: move.basisCents ?? null, redemption_id: move.redemptionId ?? null, note: move.note ?? '', created_at: now })
      .execute();
    return changed.balance;
  });
}

/** One page of the member's point movements, newest first; a redemption names the item it bought. */
export async function listMovements(db: StoreDb, memberId: number, language: string, page: PageRequest) {
  const { limit, offset } = pageWindow(page);
  const total = await db.selectFrom('point_movements').where('member_id', '=', memberId).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('point_movements as m')
    .leftJoin('mall_redemptions as r', 'r.id', 'm.redemption_id')
    .leftJoin('mall_items as i', 'i.id', 'r.item_id')
    .where('m.member_id', '=', memberId)
    .select(['m.id', 'm.kind', 'm.points', 'm.basis_cents as basisCents', 'm.note', 'm.created_at as createdAt', 'i.names'])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const list = rows.map(({ basisCents, names, kind, ...r }) => ({
    ...r, kind: kind as PointMove['kind'], basis: basisCents === null ? null : units(basisCents), itemName: names === null ? null : localName(names, language),
  }));
  return { list, totalCount: Number(total.n) };
}
