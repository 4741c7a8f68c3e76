import type { Db } from '../../db/open';
import { hashPassword } from '../../security/password';

/** The hash of the member's login password (to check it when a signed-in member types it again). */
export function loginPasswordHashOf(db: Db, memberId: number): string {
  return (db.prepare('SELECT password_hash AS hash FROM members WHERE id = ?').get(memberId) as { hash: string }).hash;
}

/** Both password hashes of a member: the login one, and the payment one (null while none is set). */
export function passwordHashesOf(db: Db, memberId: number): { login: string; payment: string | null } {
  return db.prepare('SELECT password_hash AS login, payment_password_hash AS payment FROM members WHERE id = ?').get(memberId) as { login: string; payment: string | null };
}

/** The hash of the member's payment password, or null while none is set. */
export function paymentPasswordHashOf(db: Db, memberId: number): string | null {
  return (db.prepare('SELECT payment_password_hash AS pay FROM members WHERE id = ?').get(memberId) as { pay: string | null }).pay;
}

/** Sets (or replaces) the member's payment password; only its hash is stored. */
export async function setPaymentPassword(db: Db, memberId: number, paymentPassword: string): Promise<void> {
  const hash = await hashPassword(paymentPassword);
  db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ?').run(hash, memberId);
}
