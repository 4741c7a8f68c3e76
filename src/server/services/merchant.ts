import type { Db } from '../db/open';
import type { SessionRow } from '../auth/session';
import { fail } from '../http/reply';

/** Whether a merchant with this code is configured on the platform. */
export function merchantExists(db: Db, code: string): boolean {
  return Boolean(db.prepare('SELECT 1 FROM merchants WHERE code = ?').get(code));
}

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
 * The one answer to "which merchant does this request see", for every route: a merchant code the
 * call names (the spec's calls may pass one; an unknown code is refused), else the session's, else
 * the storefront (DEMO on the reference platform, else its first merchant that is not a trial
 * merchant). Trial merchants (DEMOTRIAL) see their parent merchant.
 */
export function requestMerchant(db: Db, session: SessionRow | null, explicit?: string): string {
  if (explicit) {
    const known = db.prepare('SELECT code FROM merchants WHERE code = ?').get(explicit) as { code: string } | undefined;
    if (!known) fail(400, 'merchant.unknown', `Unknown merchant code: ${explicit}`);
    return parentOf(db, known.code);
  }
  if (session) return parentOf(db, session.merchantCode);
  const storefront = db
    .prepare(
      `SELECT code FROM merchants
        WHERE code NOT IN (SELECT trial_merchant_code FROM merchants WHERE trial_merchant_code IS NOT NULL)
        ORDER BY code = ? DESC, rowid LIMIT 1`,
    )
    .get(DEFAULT_MERCHANT) as { code: string } | undefined;
  if (!storefront) fail(503, 'merchant.missing', 'No merchant is configured on this platform');
  return storefront.code;
}

/** The merchant whose configuration (template, switches, layouts) a visitor or member sees. */
export function storefrontMerchant(db: Db, session: SessionRow | null): string {
  return requestMerchant(db, session);
}

function parentOf(db: Db, code: string): string {
  const parent = db.prepare('SELECT code FROM merchants WHERE trial_merchant_code = ?').get(code) as { code: string } | undefined;
  return parent?.code ?? code;
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
