import type { FastifyRequest } from 'fastify';
import type { SessionRow } from '../auth/session';
import type { StoreDb } from '../data/store';
import { fail } from '../http/reply';
import { requestContext } from '../http/request-context';

/** Whether a merchant with this code is configured on the platform. */
export async function merchantExists(db: StoreDb, code: string): Promise<boolean> {
  return (await db.selectFrom('merchants').where('code', '=', code).select('code').executeTakeFirst()) !== undefined;
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

export async function getMerchant(db: StoreDb, code: string): Promise<MerchantRow> {
  const row = await db
    .selectFrom('merchants')
    .where('code', '=', code)
    .select(['code', 'name', 'template_id as templateId', 'trial_merchant_code as trialMerchantCode', 'maintenance', 'region_restriction as regionRestriction', 'status_info as statusInfo'])
    .executeTakeFirst();
  if (!row) throw new Error(`merchant ${code} is not configured`);
  return { ...row, maintenance: row.maintenance === 1, regionRestriction: row.regionRestriction === 1, statusInfo: JSON.parse(row.statusInfo) as Record<string, unknown> };
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

export async function templateParameters(db: StoreDb, code: string): Promise<Record<string, string>> {
  const rows = await db.selectFrom('template_parameters').where('merchant_code', '=', code).select(['name', 'value']).orderBy('name').execute();
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

export async function whitelabelSwitches(db: StoreDb, code: string): Promise<Record<string, boolean>> {
  const rows = await db.selectFrom('whitelabel_switches').where('merchant_code', '=', code).select(['code', 'enabled']).orderBy('code').execute();
  return Object.fromEntries(rows.map((r) => [r.code, r.enabled === 1]));
}

export async function isSwitchOn(db: StoreDb, merchantCode: string, code: string): Promise<boolean> {
  const row = await db.selectFrom('whitelabel_switches').where('merchant_code', '=', merchantCode).where('code', '=', code).select('enabled').executeTakeFirst();
  return row?.enabled === 1;
}
