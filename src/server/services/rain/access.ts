import type { SessionRow } from '../../auth/session';
import type { StoreDb } from '../../data/store';
import { isSwitchOn, sessionMerchant } from '../merchant';
import { readRainConfig, type RainConfig } from './config';

/** The whitelabel switch that shows the rain (the agent home's entry and the screen). */
export const RAIN_SWITCH = 'REDRAIN3';

/**
 * The rain a session sees: its storefront's (trial accounts browse their parent merchant's), or
 * null when the merchant has none, switched it off, or turned the REDRAIN3 switch off.
 */
export async function rainFor(db: StoreDb, session: SessionRow): Promise<{ merchant: string; config: RainConfig } | null> {
  const merchant = sessionMerchant(session);
  const config = await readRainConfig(db, merchant);
  if (!config?.enabled || !(await isSwitchOn(db, merchant, RAIN_SWITCH))) return null;
  return { merchant, config };
}
