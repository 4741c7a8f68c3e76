import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/open';
import type { SessionRow } from '../auth/session';
import type { StoreDb } from '../data/store';
import { fail } from '../http/reply';
import { requestContext } from '../http/request-context';

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
 * the storefront (DEMO on the reference platform, else its first merchant by code that is not a
 * trial merchant). Trial merchants (DEMOTRIAL) see their parent merchant. The merchants were read
 * with the caller, before the route ran (src/server/http/request-context.ts).
 */
export function requestMerchant(req: FastifyRequest, explicit?: string): string {
  const { session, merchants } = requestContext(req);
  if (explicit) {
    const known = merchants.find((m) => m.code === explicit);
    if (!known) fail(400, 'merchant.unknown', `Unknown merchant code: ${explicit}`);
    return parentIn(merchants, known.code);
  }
  if (session) return session.storefront;
  return storefrontIn(merchants);
}

/** The merchant whose configuration (template, switches, layouts) a signed-in member sees. */
export function sessionMerchant(session: SessionRow): string {
  return session.storefront;
}

export interface MerchantEntry {
  code: string;
  trialMerchantCode: string | null;
}

/** Every merchant's code and trial merchant, by code: the few rows requestMerchant decides with. */
export async function merchantDirectory(db: StoreDb): Promise<MerchantEntry[]> {
  return db.selectFrom('merchants').select(['code', 'trial_merchant_code as trialMerchantCode']).orderBy('code').execute();
}

/** The storefront a guest sees, outside a request (a navigation's first screen). */
export async function guestStorefront(db: StoreDb): Promise<string> {
  return storefrontIn(await merchantDirectory(db));
}

function storefrontIn(merchants: MerchantEntry[]): string {
  const trials = new Set(merchants.map((m) => m.trialMerchantCode).filter((code) => code !== null));
  const candidates = merchants.filter((m) => !trials.has(m.code));
  const storefront = candidates.find((m) => m.code === DEFAULT_MERCHANT) ?? candidates[0];
  if (!storefront) fail(503, 'merchant.missing', 'No merchant is configured on this platform');
  return storefront.code;
}

function parentIn(merchants: MerchantEntry[], code: string): string {
  return merchants.find((m) => m.trialMerchantCode === code)?.code ?? code;
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
