import type { StoreDb } from '../../data/store';
import { fail, MESSAGES } from '../../http/reply';
import { DEFAULT_MERCHANT } from '../merchant';

/** The member an operator call names: the storefront's member of that name, else its trial merchant's. */
export async function opsMember(db: StoreDb, username: string): Promise<{ id: number; type: number }> {
  const storefront = await db.selectFrom('merchants').where('code', '=', DEFAULT_MERCHANT).select('trial_merchant_code').executeTakeFirst();
  const trial = storefront?.trial_merchant_code;
  for (const code of [DEFAULT_MERCHANT, ...(trial ? [trial] : [])]) {
    const row = await db.selectFrom('members').where('merchant_code', '=', code).where('username', '=', username).select(['id', 'type']).executeTakeFirst();
    if (row) return row;
  }
  fail(404, 'member.notFound', MESSAGES.userMissing);
}
