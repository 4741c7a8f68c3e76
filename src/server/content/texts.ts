import type { StoreDb } from '../data/store';

/** Operator content that has texts per language (the row itself holds the default text). */
export type TextKind = 'announcement' | 'banner' | 'depositPromo';

/**
 * The texts of some items in one language, by item id then field ("title", "content", …). Items
 * without a text in that language keep the row's own (the merchant's default) text.
 */
export async function textsIn(db: StoreDb, merchantCode: string, kind: TextKind, language: string | undefined, ids: readonly (string | number)[]): Promise<Map<string, Record<string, string>>> {
  const byItem = new Map<string, Record<string, string>>();
  // No language asked, or nothing to translate: no query (an empty id list must not reach SQL).
  if (!language || ids.length === 0) return byItem;
  const rows = await db
    .selectFrom('content_texts')
    .where('merchant_code', '=', merchantCode)
    .where('kind', '=', kind)
    .where('language', '=', language.toUpperCase())
    .where('item_id', 'in', ids.map(String))
    .select(['item_id as itemId', 'field', 'text'])
    .execute();
  for (const row of rows) byItem.set(row.itemId, { ...byItem.get(row.itemId), [row.field]: row.text });
  return byItem;
}

/** Each item with its fields replaced by the language's texts where there are some. */
export function inLanguage<T extends object>(items: T[], idOf: (item: T) => string | number, texts: Map<string, Record<string, string>>, fields: readonly (keyof T & string)[]): T[] {
  if (texts.size === 0) return items;
  return items.map((item) => {
    const own = texts.get(String(idOf(item)));
    if (!own) return item;
    const changed: Partial<T> = {};
    for (const field of fields) if (Object.hasOwn(own, field)) (changed as Record<string, unknown>)[field] = own[field];
    return { ...item, ...changed };
  });
}

/** Stores (or replaces) an item's text in one language. */
export async function setText(db: StoreDb, merchantCode: string, kind: TextKind, itemId: string | number, language: string, field: string, text: string): Promise<void> {
  await db
    .insertInto('content_texts')
    .values({ merchant_code: merchantCode, kind, item_id: String(itemId), language: language.toUpperCase(), field, text })
    .onConflict((oc) => oc.columns(['merchant_code', 'kind', 'item_id', 'language', 'field']).doUpdateSet({ text }))
    .execute();
}
