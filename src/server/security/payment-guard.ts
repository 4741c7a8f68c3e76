import type { Db } from '../db/open';
import { fail } from '../http/reply';
import { verifyPassword } from './password';

/** A 6-digit secret falls to guessing without a cap: 5 wrong tries lock it for 15 minutes. */
export const PAYMENT_MAX_FAILURES = 5;
export const PAYMENT_LOCK_MS = 15 * 60 * 1000;

/**
 * Checks a payment password against the stored hash, counting failures per member.
 * Throws 400 `paymentPassword.incorrect` (with `data.attemptsLeft`) or 429 `paymentPassword.locked`.
 */
export async function checkPaymentPassword(db: Db, memberId: number, candidate: string, storedHash: string, field = 'paymentPassword', now = Date.now()): Promise<void> {
  const key = `pay:${memberId}`;
  const row = db.prepare('SELECT failures, last_at AS lastAt FROM login_failures WHERE key = ?').get(key) as { failures: number; lastAt: number } | undefined;
  const recent = row && now - row.lastAt < PAYMENT_LOCK_MS ? row.failures : 0;
  if (recent >= PAYMENT_MAX_FAILURES) {
    const minutes = Math.ceil((row!.lastAt + PAYMENT_LOCK_MS - now) / 60_000);
    fail(429, 'paymentPassword.locked', `Too many wrong payment passwords; try again in ${minutes} minute(s)`, { field });
  }
  if (await verifyPassword(candidate, storedHash)) {
    db.prepare('DELETE FROM login_failures WHERE key = ?').run(key);
    return;
  }
  db.prepare(
    `INSERT INTO login_failures (key, failures, last_at) VALUES (?, ?, ?)
     ON CONFLICT(key) DO UPDATE SET failures = excluded.failures, last_at = excluded.last_at`,
  ).run(key, recent + 1, now);
  fail(400, 'paymentPassword.incorrect', 'The payment password is incorrect', { field, attemptsLeft: PAYMENT_MAX_FAILURES - recent - 1 });
}
