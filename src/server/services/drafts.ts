import { formatLayout } from '../../engine/format-layout';
import type { StoreDb } from '../data/store';

export interface Draft {
  id: string;
  document: unknown;
  /** The published version the draft was started from (0: the repo default). */
  baseVersion: number;
  updatedAt: number;
  updatedBy: string;
}

/**
 * Saves (or replaces) the studio's draft of a document, in the canonical text, so a draft compared
 * with a published version differs only where the operator changed something. Players never read
 * this table: drafts reach nobody until they are published (layouts/store.ts publishLayout drops it).
 */
export async function saveDraft(db: StoreDb, merchant: string, id: string, document: unknown, baseVersion: number, by: string, now = Date.now()): Promise<Draft> {
  const row = { document: formatLayout(document), base_version: baseVersion, updated_at: now, updated_by: by };
  await db
    .insertInto('ops_drafts')
    .values({ merchant_code: merchant, layout_id: id, ...row })
    .onConflict((conflict) => conflict.columns(['merchant_code', 'layout_id']).doUpdateSet(row))
    .execute();
  return { id, document, baseVersion, updatedAt: now, updatedBy: by };
}

const SUMMARY = ['layout_id as id', 'base_version as baseVersion', 'updated_at as updatedAt', 'updated_by as updatedBy'] as const;

export async function findDraft(db: StoreDb, merchant: string, id: string): Promise<Draft | null> {
  const row = await db
    .selectFrom('ops_drafts')
    .where('merchant_code', '=', merchant)
    .where('layout_id', '=', id)
    .select([...SUMMARY, 'document'])
    .executeTakeFirst();
  return row ? { ...row, document: JSON.parse(row.document) as unknown } : null;
}

/** Every draft of a merchant without its document (the documents list only says one exists). */
export async function listDrafts(db: StoreDb, merchant: string): Promise<Omit<Draft, 'document'>[]> {
  return db.selectFrom('ops_drafts').where('merchant_code', '=', merchant).select(SUMMARY).orderBy('layout_id').execute();
}

export async function deleteDraft(db: StoreDb, merchant: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('ops_drafts').where('merchant_code', '=', merchant).where('layout_id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
