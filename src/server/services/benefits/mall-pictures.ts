import type { StoreDb } from '../../data/store';

/** What a mall item's generated picture is drawn from. */
export interface MallItemArtRow {
  id: number;
  names: string;
  art: string;
  palette: number;
  valueCents: number;
}

/** The picture facts of a mall item (of any merchant, active or not), or undefined when there is no such item. */
export function mallItemArtRow(db: StoreDb, id: number): Promise<MallItemArtRow | undefined> {
  return db.selectFrom('mall_items').where('id', '=', id).select(['id', 'names', 'art', 'palette', 'value_cents as valueCents']).executeTakeFirst();
}
