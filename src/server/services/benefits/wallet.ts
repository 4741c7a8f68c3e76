import type { Db } from '../../db/open';
import { units } from './access';

/**
 * Adds money to a member's wallet and records it in the account record as a bonus (kind "bonus",
 * status DONE), so the account record explains every change of the balance. Answers the new
 * balance in currency units. Call inside the caller's transaction.
 */
export function creditWallet(db: Db, memberId: number, cents: number, detail: Record<string, unknown>, now = Date.now()): number {
  db.prepare('UPDATE members SET balance_cents = balance_cents + ? WHERE id = ?').run(cents, memberId);
  db.prepare("INSERT INTO transactions (member_id, kind, amount_cents, status, detail, created_at) VALUES (?, 'bonus', ?, 'DONE', ?, ?)").run(memberId, cents, JSON.stringify(detail), now);
  return walletBalance(db, memberId);
}

export function walletBalance(db: Db, memberId: number): number {
  return units((db.prepare('SELECT balance_cents AS cents FROM members WHERE id = ?').get(memberId) as { cents: number }).cents);
}
