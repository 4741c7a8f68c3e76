import { formatLayout } from '../../engine/format-layout';
import type { Db } from '../db/open';

export interface LayoutVersion {
  version: number;
  note: string;
  publishedAt: number;
}

/**
 * Removing an override appends a version holding this marker: history is kept, and the newest
 * version being the marker means "no override, the repo default applies".
 */
export const REMOVED_DOCUMENT = 'null';

/** Latest published version of every overridden layout of a merchant (removed overrides skipped). */
export function currentOverrides(db: Db, merchantCode: string): { id: string; version: number; document: unknown }[] {
  const rows = db
    .prepare(
      `SELECT v.layout_id AS id, v.version, v.document FROM layout_versions v
        WHERE v.merchant_code = ? AND v.version = (SELECT MAX(version) FROM layout_versions WHERE merchant_code = v.merchant_code AND layout_id = v.layout_id)
        ORDER BY v.layout_id`,
    )
    .all(merchantCode) as { id: string; version: number; document: string }[];
  return rows.filter((r) => r.document !== REMOVED_DOCUMENT).map((r) => ({ id: r.id, version: r.version, document: JSON.parse(r.document) }));
}

/** The newest version number of every layout a merchant ever published (removals included), by id. */
export function latestVersions(db: Db, merchantCode: string): Map<string, number> {
  const rows = db
    .prepare('SELECT layout_id AS id, MAX(version) AS v FROM layout_versions WHERE merchant_code = ? GROUP BY layout_id ORDER BY layout_id')
    .all(merchantCode) as { id: string; v: number }[];
  return new Map(rows.map((r) => [r.id, r.v]));
}

/** Cheap change detector: the newest version number per layout. */
export function overridesSignature(db: Db, merchantCode: string): string {
  return [...latestVersions(db, merchantCode)].map(([id, v]) => `${id}@${v}`).join(',');
}

/**
 * Appends a version (publishing never overwrites history) and returns its number. The document is
 * stored in its canonical text (the formatter of `npm run format:layouts`), so every version reads
 * back with the same key order and two versions differ only where the operator changed something.
 */
export function publishLayout(db: Db, merchantCode: string, id: string, document: unknown, note = '', now = Date.now()): number {
  return db.transaction(() => {
    const row = db.prepare('SELECT COALESCE(MAX(version), 0) AS v FROM layout_versions WHERE merchant_code = ? AND layout_id = ?').get(merchantCode, id) as { v: number };
    const version = row.v + 1;
    db.prepare('INSERT INTO layout_versions (merchant_code, layout_id, version, document, note, published_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      merchantCode, id, version, document === null ? REMOVED_DOCUMENT : formatLayout(document), note, now,
    );
    return version;
  })();
}

/** Appends the removal marker; answers its version, or null when there was no live override. */
export function removeOverride(db: Db, merchantCode: string, id: string, now = Date.now()): number | null {
  // No outer transaction (libsql does not nest them): the check and the synchronous insert run
  // without yielding, so no other request can slip in between.
  const latest = db
    .prepare('SELECT document FROM layout_versions WHERE merchant_code = ? AND layout_id = ? ORDER BY version DESC LIMIT 1')
    .get(merchantCode, id) as { document: string } | undefined;
  if (!latest || latest.document === REMOVED_DOCUMENT) return null;
  return publishLayout(db, merchantCode, id, null, 'override removed', now);
}

export function listVersions(db: Db, merchantCode: string, id: string): LayoutVersion[] {
  return db
    .prepare('SELECT version, note, published_at AS publishedAt FROM layout_versions WHERE merchant_code = ? AND layout_id = ? ORDER BY version DESC')
    .all(merchantCode, id) as LayoutVersion[];
}

export function getVersion(db: Db, merchantCode: string, id: string, version: number): unknown | undefined {
  const row = db.prepare('SELECT document FROM layout_versions WHERE merchant_code = ? AND layout_id = ? AND version = ?').get(merchantCode, id, version) as
    | { document: string }
    | undefined;
  // A removal marker is no document to show or roll back to.
  return row && row.document !== REMOVED_DOCUMENT ? JSON.parse(row.document) : undefined;
}

/** The newest version number of a document (0: never published, the repo default applies). */
export function latestVersion(db: Db, merchantCode: string, id: string): number {
  const row = db.prepare('SELECT COALESCE(MAX(version), 0) AS v FROM layout_versions WHERE merchant_code = ? AND layout_id = ?').get(merchantCode, id) as { v: number };
  return row.v;
}
