import type { StoreDb } from '../../data/store';

/** What PUT /ops/status sets: the two switches, and optionally new facts for the maintenance page. */
export interface MerchantStatusChange {
  maintenance: boolean;
  regionRestriction: boolean;
  /** Replaces the stored facts; without it the merchant keeps the ones it has. */
  info?: Record<string, unknown>;
}

/** Switches the merchant's maintenance and region restriction, and stores its maintenance facts. */
export async function setMerchantStatus(db: StoreDb, code: string, s: MerchantStatusChange): Promise<void> {
  await db
    .updateTable('merchants')
    .set({ maintenance: s.maintenance ? 1 : 0, region_restriction: s.regionRestriction ? 1 : 0, ...(s.info ? { status_info: JSON.stringify(s.info) } : {}) })
    .where('code', '=', code)
    .execute();
}
