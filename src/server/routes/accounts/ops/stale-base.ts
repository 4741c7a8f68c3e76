import type { Store } from '../../../data/store';
import { fail } from '../../../http/reply';
import { readDefaultLayouts } from '../../../layouts/defaults';
import { getVersion, latestVersion, publishLayout, StaleBaseError, type PublishOptions } from '../../../layouts/store';

/**
 * Two operators editing one document must not overwrite each other silently: a change made from
 * version N is refused with 409 once a version after N is published, and the answer carries both
 * sides (the published document now and the one refused) so the studio can show the two changes.
 */
export async function refuseStaleBase(store: Store, layoutsDir: string, merchant: string, id: string, baseVersion: number, yours: unknown, newest?: number): Promise<void> {
  if (!Number.isInteger(baseVersion) || baseVersion < 0) fail(400, 'validation.failed', 'X-Base-Version must be a version number (0 for the repo default)');
  const current = newest ?? (await latestVersion(store.db, merchant, id));
  if (baseVersion === current) return;
  fail(409, 'layout.conflict', `Layout ${id} was published as version ${current} after version ${baseVersion} you edited: compare both changes, then publish again`, {
    baseVersion,
    currentVersion: current,
    // null: the newest version is a removal (the repo default applies again).
    current: (await getVersion(store.db, merchant, id, current)) ?? null,
    // What both sides started from: that version, or the repo's own document for version 0.
    base: (baseVersion > 0 ? await getVersion(store.db, merchant, id, baseVersion) : readDefaultLayouts(layoutsDir).documents[id]) ?? null,
    yours,
  });
}

/**
 * Publishes `document` made from `baseVersion` (undefined: no base given). The newest version is
 * checked again inside the publishing transaction: one published in between (on this node or
 * another) is the same 409 as one found before.
 */
export async function publishFromBase(store: Store, layoutsDir: string, merchant: string, id: string, document: unknown, options: PublishOptions): Promise<number> {
  try {
    return await publishLayout(store, merchant, id, document, options);
  } catch (error) {
    if (!(error instanceof StaleBaseError) || options.baseVersion === undefined) throw error;
    await refuseStaleBase(store, layoutsDir, merchant, id, options.baseVersion, document, error.current);
    throw error;
  }
}
