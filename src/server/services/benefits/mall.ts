import { creditBonus, units, walletBalance } from '../wallet';
import type { Store, StoreDb } from '../../data/store';
import { fail } from '../../http/reply';
import { localName, movePoints } from './points';
import { pageWindow, type PageRequest } from '../../http/paging';

/** Where an item's generated picture lives (routes/benefits/media-mall.ts). */
export const mallImageUrl = (id: number) => `/media/mall/${id}.svg`;

type ItemKind = 'cash' | 'goods';
type RedemptionStatus = 'COMPLETED' | 'PENDING';

interface ItemRow {
  id: number;
  kind: string;
  names: string;
  pointCost: number;
  stock: number;
  valueCents: number;
}

const items = (db: StoreDb, merchantCode: string) =>
  db
    .selectFrom('mall_items')
    .where('merchant_code', '=', merchantCode)
    .where('active', '=', 1)
    .select(['id', 'kind', 'names', 'point_cost as pointCost', 'stock', 'value_cents as valueCents']);

const toItem = (row: ItemRow, language: string) => ({
  id: row.id,
  kind: row.kind as ItemKind,
  name: localName(row.names, language),
  pointCost: row.pointCost,
  stock: row.stock,
  value: units(row.valueCents),
  imageUrl: mallImageUrl(row.id),
});

/** The items on offer, in the operator's order (sold-out ones too: they say so). */
export async function mallItems(db: StoreDb, merchantCode: string, language: string) {
  const rows = await items(db, merchantCode).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => toItem(r, language));
}

/**
 * Redeems one item in one transaction: 404 for an unknown or withdrawn item, 409 mall.soldOut
 * without stock, 409 points.insufficient without enough points; otherwise stock and points go
 * down, the redemption is recorded (cash items credit their value to the wallet and are completed
 * at once; goods wait for the operator's delivery) and the answer holds the new balances. Stock and
 * points each change in one conditional statement, so redemptions at once never oversell.
 */
export function redeemItem(store: Store, memberId: number, merchantCode: string, itemId: number, language: string, now = Date.now()) {
  return store.transaction(async (trx) => {
    const row = await items(trx, merchantCode).where('id', '=', itemId).executeTakeFirst();
    if (!row) fail(404, 'mall.itemNotFound', `No item ${itemId} in the point mall`);
    const taken = await trx.updateTable('mall_items').set((eb) => ({ stock: eb('stock', '-', 1) })).where('id', '=', row.id).where('stock', '>', 0).executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) fail(409, 'mall.soldOut', 'This item is sold out', { itemId });
    const status: RedemptionStatus = row.kind === 'cash' ? 'COMPLETED' : 'PENDING';
    const { id: redemptionId } = await trx
      .insertInto('mall_redemptions')
      .values({ member_id: memberId, item_id: row.id, points: row.pointCost, value_cents: row.valueCents, status, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Refuses (and so rolls everything back) when the points do not cover the cost.
    const pointsBalance = await movePoints(trx, memberId, { kind: 'redeem', points: -row.pointCost, redemptionId }, now);
    if (row.kind === 'cash' && row.valueCents > 0) await creditBonus(trx, memberId, row.valueCents, { source: 'mall', redemptionId }, now);
    const sumBalance = await walletBalance(trx, memberId);
    return {
      redemption: { id: redemptionId, itemId: row.id, name: localName(row.names, language), kind: row.kind as ItemKind, points: row.pointCost, value: units(row.valueCents), status, createdAt: now },
      pointsBalance,
      sumBalance,
    };
  });
}

/** One page of the member's redemptions, newest first. */
export async function listRedemptions(db: StoreDb, memberId: number, language: string, page: PageRequest) {
  const { limit, offset } = pageWindow(page);
  const total = await db.selectFrom('mall_redemptions').where('member_id', '=', memberId).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('mall_redemptions as r')
    .innerJoin('mall_items as i', 'i.id', 'r.item_id')
    .where('r.member_id', '=', memberId)
    .select(['r.id', 'r.item_id as itemId', 'i.names', 'i.kind', 'r.points', 'r.value_cents as valueCents', 'r.status', 'r.created_at as createdAt'])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const list = rows.map(({ names, valueCents, kind, status, ...r }) => ({
    ...r, kind: kind as ItemKind, status: status as RedemptionStatus, name: localName(names, language), value: units(valueCents), imageUrl: mallImageUrl(r.itemId),
  }));
  return { list, totalCount: Number(total.n) };
}
