import type { Db } from '../../db/open';
import { fail, MESSAGES } from '../../http/reply';
import { DEFAULT_MERCHANT, getMerchant } from '../merchant';

/** The member an operator call names: the storefront's member of that name, else its trial merchant's. */
export function opsMember(db: Db, username: string): { id: number; type: number } {
  const trial = getMerchant(db, DEFAULT_MERCHANT).trialMerchantCode;
  const find = db.prepare('SELECT id, type FROM members WHERE merchant_code = ? AND username = ?');
  for (const code of [DEFAULT_MERCHANT, ...(trial ? [trial] : [])]) {
    const row = find.get(code, username) as { id: number; type: number } | undefined;
    if (row) return row;
  }
  fail(404, 'member.notFound', MESSAGES.userMissing);
}
