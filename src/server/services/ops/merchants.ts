import type { Db } from '../../db/open';
import { getMerchant } from '../merchant';

/** What PUT /ops/status sets: the two switches, and optionally new facts for the maintenance page. */
export interface MerchantStatusChange {
  maintenance: boolean;
  regionRestriction: boolean;
  /** Replaces the stored facts; without it the merchant keeps the ones it has. */
  info?: Record<string, unknown>;
}

/** Switches the merchant's maintenance and region restriction, and stores its maintenance facts. */
export function setMerchantStatus(db: Db, code: string, s: MerchantStatusChange): void {
  const current = getMerchant(db, code);
  db.prepare('UPDATE merchants SET maintenance = ?, region_restriction = ?, status_info = ? WHERE code = ?').run(
    s.maintenance ? 1 : 0, s.regionRestriction ? 1 : 0, JSON.stringify(s.info ?? current.statusInfo), code,
  );
}
