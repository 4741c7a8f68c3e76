import type { Db } from '../db/open';
import type { SessionRow } from '../auth/session';
import { fail } from '../http/reply';

/**
 * Which merchant's catalogue a request reads. An explicit merchant code in the query wins;
 * otherwise the session's merchant; otherwise the platform's main merchant. Trial merchants
 * (e.g. DEMOTRIAL) show their parent merchant's content.
 */
export function contentMerchant(db: Db, session: SessionRow | null, explicit?: string): string {
  if (explicit) {
    const known = db.prepare('SELECT code FROM merchants WHERE code = ?').get(explicit) as { code: string } | undefined;
    if (!known) fail(400, 'merchant.unknown', `Unknown merchant code: ${explicit}`);
    return parentOf(db, known.code);
  }
  if (session) return parentOf(db, session.merchantCode);
  const main = db
    .prepare(
      `SELECT code FROM merchants
        WHERE code NOT IN (SELECT trial_merchant_code FROM merchants WHERE trial_merchant_code IS NOT NULL)
        ORDER BY rowid LIMIT 1`,
    )
    .get() as { code: string } | undefined;
  if (!main) fail(503, 'merchant.missing', 'No merchant is configured on this platform');
  return main.code;
}

function parentOf(db: Db, code: string): string {
  const parent = db.prepare('SELECT code FROM merchants WHERE trial_merchant_code = ?').get(code) as { code: string } | undefined;
  return parent?.code ?? code;
}

/** Accepts the spellings the spec's calls use for the merchant parameter. */
export function merchantParam(query: { merchantCode?: string; merchant_code?: string; merchant?: string }): string | undefined {
  return query.merchantCode || query.merchant_code || query.merchant || undefined;
}
