import { randomBytes } from 'node:crypto';
import type { StoreDb } from '../../data/store';

/** Whether an invitation (affiliate) code belongs to some member. */
export async function isAffiliateCode(db: StoreDb, code: string): Promise<boolean> {
  return (await db.selectFrom('affiliate_codes').where('code', '=', code).select('member_id').executeTakeFirst()) !== undefined;
}

const firstCodeOf = (db: StoreDb, memberId: number) =>
  db.selectFrom('affiliate_codes').where('member_id', '=', memberId).orderBy('code').select('code').limit(1).executeTakeFirst();

/**
 * The member's own invitation code (the first by code when there are several), created on first
 * use: every member can share a link, without a separate step to ask for one. Two first uses at
 * once may each write a code; both answer the first by code, so the member still sees one.
 */
export async function ownAffiliateCode(db: StoreDb, memberId: number): Promise<string> {
  const row = await firstCodeOf(db, memberId);
  if (row) return row.code;
  await db.insertInto('affiliate_codes').values({ code: randomBytes(5).toString('hex').toUpperCase(), member_id: memberId }).execute();
  return (await firstCodeOf(db, memberId))!.code;
}
