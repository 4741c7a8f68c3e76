import type { Db } from '../db/open';
import type { SessionRow } from '../auth/session';

/** Storefront served to visitors (the reference platform hosts one merchant). */
export const DEFAULT_MERCHANT = 'DEMO';

export interface MerchantRow {
  code: string;
  name: string;
  templateId: string;
  trialMerchantCode: string | null;
  maintenance: boolean;
  regionRestriction: boolean;
  statusInfo: Record<string, unknown>;
}

export function getMerchant(db: Db, code: string): MerchantRow {
  const row = db
    .prepare(
      `SELECT code, name, template_id AS templateId, trial_merchant_code AS trialMerchantCode,
              maintenance, region_restriction AS regionRestriction, status_info AS statusInfo
         FROM merchants WHERE code = ?`,
    )
    .get(code) as (Omit<MerchantRow, 'maintenance' | 'regionRestriction' | 'statusInfo'> & { maintenance: number; regionRestriction: number; statusInfo: string }) | undefined;
  if (!row) throw new Error(`merchant ${code} is not configured`);
  return { ...row, maintenance: row.maintenance === 1, regionRestriction: row.regionRestriction === 1, statusInfo: JSON.parse(row.statusInfo) };
}

/**
 * The merchant whose configuration a request sees: trial sessions live under the trial
 * merchant code but browse their parent storefront.
 */
export function storefrontMerchant(db: Db, session: SessionRow | null): string {
  if (!session) return DEFAULT_MERCHANT;
  const parent = db.prepare('SELECT code FROM merchants WHERE trial_merchant_code = ?').get(session.merchantCode) as { code: string } | undefined;
  return parent?.code ?? session.merchantCode;
}

export function templateParameters(db: Db, code: string): Record<string, string> {
  const rows = db.prepare('SELECT name, value FROM template_parameters WHERE merchant_code = ? ORDER BY name').all(code) as { name: string; value: string }[];
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

export function whitelabelSwitches(db: Db, code: string): Record<string, boolean> {
  const rows = db.prepare('SELECT code, enabled FROM whitelabel_switches WHERE merchant_code = ? ORDER BY code').all(code) as { code: string; enabled: number }[];
  return Object.fromEntries(rows.map((r) => [r.code, r.enabled === 1]));
}

export function isSwitchOn(db: Db, merchantCode: string, code: string): boolean {
  const row = db.prepare('SELECT enabled FROM whitelabel_switches WHERE merchant_code = ? AND code = ?').get(merchantCode, code) as { enabled: number } | undefined;
  return row?.enabled === 1;
}
