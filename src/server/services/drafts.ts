import { formatLayout } from '../../engine/format-layout';
import type { Db } from '../db/open';

export interface Draft {
  id: string;
  document: unknown;
  /** The published version the draft was started from (0: the repo default). */
  baseVersion: number;
  updatedAt: number;
  updatedBy: string;
}

interface DraftRow {
  id: string;
  document: string;
  baseVersion: number;
  updatedAt: number;
  updatedBy: string;
}

const toDraft = (row: DraftRow): Draft => ({ ...row, document: JSON.parse(row.document) as unknown });
const SELECT = 'SELECT layout_id AS id, document, base_version AS baseVersion, updated_at AS updatedAt, updated_by AS updatedBy FROM ops_drafts';

/**
 * Saves (or replaces) the studio's draft of a document, in the canonical text, so a draft compared
 * with a published version differs only where the operator changed something. Players never read
 * this table: drafts reach nobody until they are published.
 */
export function saveDraft(db: Db, merchant: string, id: string, document: unknown, baseVersion: number, by: string, now = Date.now()): Draft {
  db.prepare(
    `INSERT INTO ops_drafts (merchant_code, layout_id, document, base_version, updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (merchant_code, layout_id) DO UPDATE SET document = excluded.document, base_version = excluded.base_version,
       updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
  ).run(merchant, id, formatLayout(document), baseVersion, now, by);
  return { id, document, baseVersion, updatedAt: now, updatedBy: by };
}

export function findDraft(db: Db, merchant: string, id: string): Draft | null {
  const row = db.prepare(`${SELECT} WHERE merchant_code = ? AND layout_id = ?`).get(merchant, id) as DraftRow | undefined;
  return row ? toDraft(row) : null;
}

/** Every draft of a merchant without its document (the documents list only says one exists). */
export function listDrafts(db: Db, merchant: string): Omit<Draft, 'document'>[] {
  return db
    .prepare('SELECT layout_id AS id, base_version AS baseVersion, updated_at AS updatedAt, updated_by AS updatedBy FROM ops_drafts WHERE merchant_code = ? ORDER BY layout_id')
    .all(merchant) as Omit<Draft, 'document'>[];
}

export function deleteDraft(db: Db, merchant: string, id: string): boolean {
  return db.prepare('DELETE FROM ops_drafts WHERE merchant_code = ? AND layout_id = ?').run(merchant, id).changes > 0;
}
