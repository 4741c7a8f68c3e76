import { formatLayout } from '../../engine/format-layout';
import type { Store, StoreDb } from '../data/store';

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

/** A publish made from a version that is no longer the newest: `current` is the newest now. */
export class StaleBaseError extends Error {
  constructor(readonly current: number) {
    super(`the newest version is ${current}`);
  }
}

const newest = (db: StoreDb, merchantCode: string) =>
  db.selectFrom('layout_versions').where('merchant_code', '=', merchantCode).groupBy('layout_id').select(['layout_id', (eb) => eb.fn.max('version').as('version')]);

/** Latest published version of every overridden layout of a merchant (removed overrides skipped). */
export async function currentOverrides(db: StoreDb, merchantCode: string): Promise<{ id: string; version: number; document: unknown }[]> {
  const rows = await db
    .selectFrom('layout_versions as v')
    .innerJoin(newest(db, merchantCode).as('n'), (join) => join.onRef('n.layout_id', '=', 'v.layout_id').onRef('n.version', '=', 'v.version'))
    .where('v.merchant_code', '=', merchantCode)
    .select(['v.layout_id as id', 'v.version', 'v.document'])
    .orderBy('v.layout_id')
    .execute();
  return rows.filter((r) => r.document !== REMOVED_DOCUMENT).map((r) => ({ id: r.id, version: r.version, document: JSON.parse(r.document) as unknown }));
}

/** The newest version number of every layout a merchant ever published (removals included), by id. */
export async function latestVersions(db: StoreDb, merchantCode: string): Promise<Map<string, number>> {
  const rows = await newest(db, merchantCode).orderBy('layout_id').execute();
  return new Map(rows.map((r) => [r.layout_id, Number(r.version)]));
}

/** Cheap change detector: the newest version number per layout. */
export async function overridesSignature(db: StoreDb, merchantCode: string): Promise<string> {
  return [...(await latestVersions(db, merchantCode))].map(([id, v]) => `${id}@${v}`).join(',');
}

/** The newest version number of a document (0: never published, the repo default applies). */
export async function latestVersion(db: StoreDb, merchantCode: string, id: string): Promise<number> {
  const row = await db
    .selectFrom('layout_versions')
    .where('merchant_code', '=', merchantCode)
    .where('layout_id', '=', id)
    .select((eb) => eb.fn.max('version').as('v'))
    .executeTakeFirst();
  return Number(row?.v ?? 0);
}

export interface PublishOptions {
  note?: string;
  now?: number;
  /** The version the operator edited: publishing over a newer one throws StaleBaseError, writing nothing. */
  baseVersion?: number;
  /** Also drops the studio's draft of the document, in the same transaction. */
  dropDraft?: boolean;
}

/**
 * Appends a version (publishing never overwrites history) and returns its number. The document is
 * stored in its canonical text (the formatter of `npm run format:layouts`), so every version reads
 * back with the same key order and two versions differ only where the operator changed something.
 * The check of the base version and the write are one transaction: two nodes publishing the same
 * document at once get consecutive versions, or a conflict, never one overwriting the other.
 */
export function publishLayout(store: Store, merchantCode: string, id: string, document: unknown, options: PublishOptions = {}): Promise<number> {
  const text = document === null ? REMOVED_DOCUMENT : formatLayout(document);
  return store.transaction(async (trx) => {
    const current = await latestVersion(trx, merchantCode, id);
    if (options.baseVersion !== undefined && options.baseVersion !== current) throw new StaleBaseError(current);
    const version = current + 1;
    await trx
      .insertInto('layout_versions')
      .values({ merchant_code: merchantCode, layout_id: id, version, document: text, note: options.note ?? '', published_at: options.now ?? Date.now() })
      .execute();
    if (options.dropDraft) await trx.deleteFrom('ops_drafts').where('merchant_code', '=', merchantCode).where('layout_id', '=', id).execute();
    return version;
  });
}

/** Appends the removal marker; answers its version, or null when there was no live override. */
export async function removeOverride(store: Store, merchantCode: string, id: string, now = Date.now()): Promise<number | null> {
  const latest = await store.db
    .selectFrom('layout_versions')
    .where('merchant_code', '=', merchantCode)
    .where('layout_id', '=', id)
    .orderBy('version', 'desc')
    .select(['version', 'document'])
    .executeTakeFirst();
  if (!latest || latest.document === REMOVED_DOCUMENT) return null;
  try {
    // Removing what was read: if another removal or publish got in first, this one is refused.
    return await publishLayout(store, merchantCode, id, null, { note: 'override removed', now, baseVersion: latest.version });
  } catch (error) {
    if (error instanceof StaleBaseError) return removeOverride(store, merchantCode, id, now);
    throw error;
  }
}

export async function listVersions(db: StoreDb, merchantCode: string, id: string): Promise<LayoutVersion[]> {
  return db
    .selectFrom('layout_versions')
    .where('merchant_code', '=', merchantCode)
    .where('layout_id', '=', id)
    .orderBy('version', 'desc')
    .select(['version', 'note', 'published_at as publishedAt'])
    .execute();
}

export async function getVersion(db: StoreDb, merchantCode: string, id: string, version: number): Promise<unknown | undefined> {
  const row = await db
    .selectFrom('layout_versions')
    .where('merchant_code', '=', merchantCode)
    .where('layout_id', '=', id)
    .where('version', '=', version)
    .select('document')
    .executeTakeFirst();
  // A removal marker is no document to show or roll back to.
  return row && row.document !== REMOVED_DOCUMENT ? JSON.parse(row.document) : undefined;
}
