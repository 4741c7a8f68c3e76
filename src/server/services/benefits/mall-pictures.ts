import type { Db } from '../../db/open';

/** What a mall item's generated picture is drawn from. */
export interface MallItemArtRow {
  id: number;
  names: string;
  art: string;
  palette: number;
  valueCents: number;
}

/** The picture facts of a mall item (of any merchant, active or not), or undefined when there is no such item. */
export function mallItemArtRow(db: Db, id: number): MallItemArtRow | undefined {
  return db.prepare('SELECT id, names, art, palette, value_cents AS valueCents FROM mall_items WHERE id = ?').get(id) as MallItemArtRow | undefined;
}
