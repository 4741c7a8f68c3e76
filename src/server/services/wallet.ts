import type { Db } from '../db/open';
import { fail } from '../http/reply';

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

/**
 * Sets a member's balance to what an operator says, recording the difference in the account record
 * (kind "adjustment", `detail.source` "operator", with the balance before and after), so every change
 * of a balance is explained. Answers the new balance in cents.
 */
export function setBalanceByOperator(db: Db, memberId: number, cents: number, now = Date.now()): number {
  return db.transaction(() => {
    const before = (db.prepare('SELECT balance_cents AS c FROM members WHERE id = ?').get(memberId) as { c: number }).c;
    if (before === cents) return cents;
    db.prepare('UPDATE members SET balance_cents = ? WHERE id = ?').run(cents, memberId);
    db.prepare("INSERT INTO transactions (member_id, kind, amount_cents, status, detail, created_at) VALUES (?, 'adjustment', ?, 'DONE', ?, ?)")
      .run(memberId, cents - before, JSON.stringify({ source: 'operator', before: units(before), after: units(cents) }), now);
    return cents;
  })();
}

export interface TransferTarget { id: number; username: string; cents: number }

/**
 * Moves money from an agent to direct downlines in one transaction: all of it or none (a total above
 * the agent's balance refuses the whole). Both sides get an account record. Call inside the
 * caller's transaction. Answers the agent's balance in cents after it.
 */
export function transferToDownlines(db: Db, agent: { id: number; username: string }, targets: TransferTarget[], batch: boolean, now = Date.now()): number {
  const total = targets.reduce((sum, t) => sum + t.cents, 0);
  const debit = db.prepare('UPDATE members SET balance_cents = balance_cents - ? WHERE id = ? AND balance_cents >= ?').run(total, agent.id, total);
  if (debit.changes === 0) fail(400, 'balance.insufficient', batch ? `Insufficient balance for a total of ${(total / 100).toFixed(2)}` : 'Insufficient balance', batch ? { total: total / 100 } : undefined);
  const credit = db.prepare('UPDATE members SET balance_cents = balance_cents + ? WHERE id = ?');
  const log = db.prepare('INSERT INTO transactions (member_id, kind, amount_cents, status, detail, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (const t of targets) {
    credit.run(t.cents, t.id);
    log.run(agent.id, 'transfer_out', -t.cents, 'DONE', JSON.stringify({ to: t.username, ...(batch ? { batch: true } : {}) }), now);
    log.run(t.id, 'transfer_in', t.cents, 'DONE', JSON.stringify({ from: agent.username }), now);
  }
  return (db.prepare('SELECT balance_cents AS c FROM members WHERE id = ?').get(agent.id) as { c: number }).c;
}

/**
 * A direct downline money can go to: 404 downline.notFound when it is not the agent's, 400
 * downline.disabled when the operator disabled it (its money could not be used or taken out).
 */
export function transferTarget(db: Db, agentId: number, username: string, field?: string): { id: number; username: string } {
  const row = db.prepare('SELECT id, username, disabled FROM members WHERE parent_id = ? AND username = ?').get(agentId, username) as { id: number; username: string; disabled: number } | undefined;
  const where = field ? { field, username } : undefined;
  if (!row) fail(404, 'downline.notFound', `${username} is not one of your members`, where);
  if (row.disabled) fail(400, 'downline.disabled', `${username} is disabled and cannot receive transfers`, where);
  return { id: row.id, username: row.username };
}
