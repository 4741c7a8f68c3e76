import type { StoreDb } from '../../data/store';
import { hashPassword } from '../../security/password';

/** The hash of the member's login password (to check it when a signed-in member types it again). */
export async function loginPasswordHashOf(db: StoreDb, memberId: number): Promise<string> {
  return (await db.selectFrom('members').where('id', '=', memberId).select('password_hash').executeTakeFirstOrThrow()).password_hash;
}

/** Both password hashes of a member: the login one, and the payment one (null while none is set). */
export function passwordHashesOf(db: StoreDb, memberId: number): Promise<{ login: string; payment: string | null }> {
  return db.selectFrom('members').where('id', '=', memberId).select(['password_hash as login', 'payment_password_hash as payment']).executeTakeFirstOrThrow();
}

/** The hash of the member's payment password, or null while none is set. */
export async function paymentPasswordHashOf(db: StoreDb, memberId: number): Promise<string | null> {
  return (await passwordHashesOf(db, memberId)).payment;
}

/** Sets (or replaces) the member's payment password; only its hash is stored. */
export async function setPaymentPassword(db: StoreDb, memberId: number, paymentPassword: string): Promise<void> {
  const hash = await hashPassword(paymentPassword);
  await db.updateTable('members').set({ payment_password_hash: hash }).where('id', '=', memberId).execute();
}
