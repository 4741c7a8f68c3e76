import type { Db } from '../../db/open';

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
export function changeMallItem(db: Db, merchantCode: string, id: number, p: MallItemChange): boolean {
  const sets = Object.entries({ stock: p.stock, point_cost: p.pointCost, active: p.active === undefined ? undefined : Number(p.active) }).filter(([, v]) => v !== undefined);
  const r = db.prepare(`UPDATE mall_items SET ${sets.map(([k]) => `${k} = ?`).join(', ')} WHERE id = ? AND merchant_code = ?`).run(...sets.map(([, v]) => v), id, merchantCode);
  return r.changes > 0;
}

/** A mall item as the operator sees it (withdrawn ones too). */
export function opsMallItem(db: Db, id: number): OpsMallItem {
  const item = db.prepare('SELECT id, kind, names, point_cost AS pointCost, stock, value_cents / 100.0 AS value, active FROM mall_items WHERE id = ?').get(id) as Omit<OpsMallItem, 'names' | 'active'> & {
    names: string;
    active: number;
  };
  return { ...item, active: item.active === 1, names: JSON.parse(String(item.names)) as Record<string, string> };
}
