import type { Db } from '../../db/open';

/** Turns the given white-label switches of the merchant on or off in one transaction; the others stay as they are. */
export function setWhitelabelSwitches(db: Db, merchantCode: string, changes: Record<string, boolean>): void {
  const upsert = db.prepare(
    `INSERT INTO whitelabel_switches (merchant_code, code, enabled) VALUES (?, ?, ?)
     ON CONFLICT(merchant_code, code) DO UPDATE SET enabled = excluded.enabled`,
  );
  db.transaction(() => Object.entries(changes).forEach(([code, on]) => upsert.run(merchantCode, code, on ? 1 : 0)))();
}
