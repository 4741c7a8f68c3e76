import type { StoreDb } from '../../data/store';

/** An operator's change to a mall item (absent keys stay as they are; at least one is given). */
export interface MallItemChange {
  stock?: number;
  pointCost?: number;
  active?: boolean;
}

/** A mall item as the operator's calls answer it (value in units, names per language). */
export interface OpsMallItem {
  id: number;
  kind: 'cash' | 'goods';
  names: Record<string, string>;
  pointCost: number;
  stock: number;
  value: number;
  active: boolean;
}

/** Restocks, reprices or withdraws one of the merchant's mall items; false when it has no such item. */
export async function changeMallItem(db: StoreDb, merchantCode: string, id: number, p: MallItemChange): Promise<boolean> {
  // Absent keys are left out of the statement (the builder skips undefined values).
  const set = { stock: p.stock, point_cost: p.pointCost, active: p.active === undefined ? undefined : Number(p.active) };
  if (Object.values(set).every((v) => v === undefined)) return (await db.selectFrom('mall_items').where('id', '=', id).where('merchant_code', '=', merchantCode).select('id').executeTakeFirst()) !== undefined;
  const r = await db.updateTable('mall_items').set(set).where('id', '=', id).where('merchant_code', '=', merchantCode).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** A mall item as the operator sees it (withdrawn ones too). */
export async function opsMallItem(db: StoreDb, id: number): Promise<OpsMallItem> {
  const item = await db.selectFrom('mall_items').where('id', '=', id).select(['id', 'kind', 'names', 'point_cost', 'stock', 'value_cents', 'active']).executeTakeFirstOrThrow();
  return {
    id: item.id, kind: item.kind as OpsMallItem['kind'], names: JSON.parse(item.names) as Record<string, string>,
    pointCost: item.point_cost, stock: item.stock, value: item.value_cents / 100, active: item.active === 1,
  };
}
