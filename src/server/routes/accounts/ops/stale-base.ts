import type { Db } from '../../../db/open';
import { fail } from '../../../http/reply';
import { readDefaultLayouts } from '../../../layouts/defaults';
import { getVersion, latestVersion } from '../../../layouts/store';

/**
 * Two operators editing one document must not overwrite each other silently: a change made from
 * version N is refused with 409 once a version after N is published, and the answer carries both
 * sides (the published document now and the one refused) so the studio can show the two changes.
 */
export function refuseStaleBase(db: Db, layoutsDir: string, merchant: string, id: string, baseVersion: number, yours: unknown): void {
  const current = latestVersion(db, merchant, id);
  if (!Number.isInteger(baseVersion) || baseVersion < 0) fail(400, 'validation.failed', 'X-Base-Version must be a version number (0 for the repo default)');
  if (baseVersion === current) return;
  fail(409, 'layout.conflict', `Layout ${id} was published as version ${current} after version ${baseVersion} you edited: compare both changes, then publish again`, {
    baseVersion,
    currentVersion: current,
    // null: the newest version is a removal (the repo default applies again).
    current: getVersion(db, merchant, id, current) ?? null,
    // What both sides started from: that version, or the repo's own document for version 0.
    base: (baseVersion > 0 ? getVersion(db, merchant, id, baseVersion) : readDefaultLayouts(layoutsDir).documents[id]) ?? null,
    yours,
  });
}
