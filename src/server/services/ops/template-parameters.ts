import type { Db } from '../../db/open';

/**
 * Sets (a string) or removes (null) some of the merchant's template parameters, all in one
 * transaction. The caller has checked colours and contrast.
 */
export function changeTemplateParameters(db: Db, merchantCode: string, changes: Record<string, string | null>): void {
  const upsert = db.prepare(
    `INSERT INTO template_parameters (merchant_code, name, value) VALUES (?, ?, ?)
     ON CONFLICT(merchant_code, name) DO UPDATE SET value = excluded.value`,
  );
  const remove = db.prepare('DELETE FROM template_parameters WHERE merchant_code = ? AND name = ?');
  db.transaction(() =>
    Object.entries(changes).forEach(([key, value]) => (value === null ? remove.run(merchantCode, key) : upsert.run(merchantCode, key, value))),
  )();
}
