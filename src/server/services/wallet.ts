import type { Db } from '../db/open';

/** Cents to currency units with 2 decimals. */
export const units = (cents: number) => Math.round(cents) / 100;

/**
 * Adds a bonus to a member's wallet and records it in the account record (kind "bonus", status
 * DONE), so the account record explains every change of the balance and profit and loss can count
 * it (`detail.source` names where it came from). Red envelopes, claimed rewards and mall cash
 * vouchers all come through here. Call inside the caller's transaction. Answers the record's id.
 */
export function creditBonus(db: Db, memberId: number, cents: number, detail: Record<string, unknown>, now = Date.now()): number {
  db.prepare('UPDATE members SET balance_cents = balance_cents + ? WHERE id = ?').run(cents, memberId);
  const record = db
    .prepare("INSERT INTO transactions (member_id, kind, amount_cents, status, detail, created_at) VALUES (?, 'bonus', ?, 'DONE', ?, ?)")
    .run(memberId, cents, JSON.stringify(detail), now);
  return Number(record.lastInsertRowid);
}

/** The member's balance in currency units. */
export function walletBalance(db: Db, memberId: number): number {
  return units((db.prepare('SELECT balance_cents AS cents FROM members WHERE id = ?').get(memberId) as { cents: number }).cents);
}
