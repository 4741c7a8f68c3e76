import type { Db } from '../db/open';
import type { TextKind } from './texts';

/**
 * setText (texts.ts) for the seed only: the seed still writes synchronously on the SQLite
 * connection, inside its own transaction, so it cannot await the data layer.
 */
export function setSeedText(db: Db, merchantCode: string, kind: TextKind, itemId: string | number, language: string, field: string, text: string): void {
  db.prepare(
    `INSERT INTO content_texts (merchant_code, kind, item_id, language, field, text) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (merchant_code, kind, item_id, language, field) DO UPDATE SET text = excluded.text`,
  ).run(merchantCode, kind, String(itemId), language.toUpperCase(), field, text);
}
