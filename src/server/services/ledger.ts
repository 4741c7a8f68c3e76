import { atomically, type Db } from '../db/open';
import { fail } from '../http/reply';

/** The kinds of account record: what the player's account records list by. */
export type RecordKind = 'deposit' | 'withdraw' | 'transfer_in' | 'transfer_out' | 'bonus' | 'adjustment';

/**
 * The records that moved money: the settled ones, and a withdrawal while it is pending (its amount
 * is held from the balance the moment it is asked for). A pending or refused deposit, and a refused
 * withdrawal, never touched the balance. Every balance equals the sum of these records' amounts.
 */
export const MOVED_MONEY = "(status = 'DONE' OR (kind = 'withdraw' AND status = 'PENDING'))";

export interface Movement {
  memberId: number;
  kind: RecordKind;
  /** Signed: what the balance gains (a withdrawal or a transfer out is negative). */
  cents: number;
  /** DONE unless a withdrawal waits for the payment side (PENDING: held all the same). */
  status?: 'DONE' | 'PENDING';
  detail: Record<string, unknown>;
  now: number;
}

/** Why a debit was refused, as the caller's answer says it. */
export interface Shortfall {
  message: string;
  data?: Record<string, unknown>;
}

/** A member's balance in cents. */
export const balanceOf = (db: Db, memberId: number): number => (db.prepare('SELECT balance_cents AS c FROM members WHERE id = ?').get(memberId) as { c: number }).c;

/**
 * The one place a balance changes: the balance and its account record, in one transaction (nested
 * in the caller's when there is one), so neither is ever written without the other. A debit that
 * would take the balance below 0 changes nothing and fails 400 balance.insufficient. Answers the
 * record's id and the balance after it.
 */
export function moveMoney(db: Db, movement: Movement, shortfall: Shortfall = { message: 'Insufficient balance' }): { id: number; balanceCents: number } {
  const { memberId, kind, cents, status = 'DONE', detail, now } = movement;
  if (!Number.isSafeInteger(cents)) throw new Error(`moveMoney: ${cents} is not a whole number of cents`);
  return atomically(db, () => {
    // The check and the change are one statement: two debits at once cannot both pass it.
    const changed = db.prepare('UPDATE members SET balance_cents = balance_cents + ? WHERE id = ? AND balance_cents + ? >= 0').run(cents, memberId, cents).changes;
    if (changed === 0) fail(400, 'balance.insufficient', shortfall.message, shortfall.data);
    const record = db
      .prepare('INSERT INTO transactions (member_id, kind, amount_cents, status, detail, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(memberId, kind, cents, status, JSON.stringify(detail), now);
    return { id: Number(record.lastInsertRowid), balanceCents: balanceOf(db, memberId) };
  });
}

/** A record that moves nothing yet: a deposit asked for, credited only when it is paid. */
export function recordPendingDeposit(db: Db, memberId: number, cents: number, detail: Record<string, unknown>, now: number): number {
  const record = db
    .prepare("INSERT INTO transactions (member_id, kind, amount_cents, status, detail, created_at) VALUES (?, 'deposit', ?, 'PENDING', ?, ?)")
    .run(memberId, cents, JSON.stringify(detail), now);
  return Number(record.lastInsertRowid);
}

/**
 * Settles a pending deposit: paid credits its amount, refused only closes it; both in one
 * transaction. False when it was not pending any more (settled by someone else first), so a
 * payment is never credited twice.
 */
export function settlePendingDeposit(db: Db, id: number, outcome: 'DONE' | 'REJECTED'): boolean {
  return atomically(db, () => {
    const row = db.prepare("SELECT member_id AS memberId, amount_cents AS cents FROM transactions WHERE id = ? AND kind = 'deposit' AND status = 'PENDING'").get(id) as
      | { memberId: number; cents: number }
      | undefined;
    if (!row) return false;
    db.prepare('UPDATE transactions SET status = ? WHERE id = ?').run(outcome, id);
    if (outcome === 'DONE') db.prepare('UPDATE members SET balance_cents = balance_cents + ? WHERE id = ?').run(row.cents, row.memberId);
    return true;
  });
}

export interface LedgerMismatch {
  memberId: number;
  username: string;
  balanceCents: number;
  recordsCents: number;
}

/** Members whose balance is not the sum of the records that moved it, or is below 0: none, always. */
export function ledgerMismatches(db: Db): LedgerMismatch[] {
  return db
    .prepare(
      `SELECT m.id AS memberId, m.username, m.balance_cents AS balanceCents,
              COALESCE((SELECT SUM(t.amount_cents) FROM transactions t WHERE t.member_id = m.id AND ${MOVED_MONEY}), 0) AS recordsCents
         FROM members m`,
    )
    .all()
    .filter((row) => {
      const { balanceCents, recordsCents } = row as LedgerMismatch;
      return balanceCents !== recordsCents || balanceCents < 0;
    }) as LedgerMismatch[];
}
