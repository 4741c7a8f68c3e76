import type { Db } from '../db/open';

/** Operator content that has texts per language (the row itself holds the default text). */
export type TextKind = 'announcement' | 'banner' | 'depositPromo';

/**
 * The texts of some items in one language, by item id then field ("title", "content", …). Items
 * without a text in that language keep the row's own (the merchant's default) text.
 */
export function textsIn(db: Db, merchantCode: string, kind: TextKind, language: string | undefined, ids: readonly (string | number)[]): Map<string, Record<string, string>> {
  const byItem = new Map<string, Record<string, string>>();
  if (!language || ids.length === 0) return byItem;
  const rows = db
    .prepare(
      `SELECT item_id AS itemId, field, text FROM content_texts
        WHERE merchant_code = ? AND kind = ? AND language = ? AND item_id IN (SELECT value FROM json_each(?))`,
    )
    .all(merchantCode, kind, language.toUpperCase(), JSON.stringify(ids.map(String))) as { itemId: string; field: string; text: string }[];
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
export function setText(db: Db, merchantCode: string, kind: TextKind, itemId: string | number, language: string, field: string, text: string): void {
  db.prepare(
    `INSERT INTO content_texts (merchant_code, kind, item_id, language, field, text) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (merchant_code, kind, item_id, language, field) DO UPDATE SET text = excluded.text`,
  ).run(merchantCode, kind, String(itemId), language.toUpperCase(), field, text);
}
