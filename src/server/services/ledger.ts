import type { ExpressionBuilder } from 'kysely';
import { atomic } from '../data/portable';
import type { StoreDb } from '../data/store';
import type { Tables } from '../data/tables';
import { fail } from '../http/reply';

/** The kinds of account record: what the player's account records list by. */
export type RecordKind = 'deposit' | 'withdraw' | 'transfer_in' | 'transfer_out' | 'bonus' | 'adjustment';

/**
 * The records that moved money: the settled ones, and a withdrawal while it is pending (its amount
 * is held from the balance the moment it is asked for). A pending or refused deposit, and a refused
 * withdrawal, never touched the balance. Every balance equals the sum of these records' amounts.
 */
export const movedMoney = (eb: ExpressionBuilder<Tables, 'transactions'>) =>
  eb.or([eb('transactions.status', '=', 'DONE'), eb.and([eb('transactions.kind', '=', 'withdraw'), eb('transactions.status', '=', 'PENDING')])]);

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
export async function balanceOf(db: StoreDb, memberId: number): Promise<number> {
  const row = await db.selectFrom('members').where('id', '=', memberId).select('balance_cents').executeTakeFirstOrThrow();
  return row.balance_cents;
}

/**
 * The one place a balance changes: the balance and its account record, in one transaction (the
 * caller's when there is one), so neither is ever written without the other. A debit that would
 * take the balance below 0 changes nothing and fails 400 balance.insufficient. Answers the
 * record's id and the balance after it.
 */
export function moveMoney(db: StoreDb, movement: Movement, shortfall: Shortfall = { message: 'Insufficient balance' }): Promise<{ id: number; balanceCents: number }> {
  const { memberId, kind, cents, status = 'DONE', detail, now } = movement;
  if (!Number.isSafeInteger(cents)) throw new Error(`moveMoney: ${cents} is not a whole number of cents`);
  return atomic(db, async (trx) => {
    // The check and the change are one statement: two debits at once cannot both pass it (on
    // PostgreSQL the second waits for the first's row lock, then checks the balance it left).
    const changed = await trx
      .updateTable('members')
      .set((eb) => ({ balance_cents: eb('balance_cents', '+', cents) }))
      .where('id', '=', memberId)
      .where((eb) => eb(eb('balance_cents', '+', cents), '>=', 0))
      .returning('balance_cents')
      .executeTakeFirst();
    if (!changed) fail(400, 'balance.insufficient', shortfall.message, shortfall.data);
    const record = await trx
      .insertInto('transactions')
      .values({ member_id: memberId, kind, amount_cents: cents, status, detail: JSON.stringify(detail), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: record.id, balanceCents: changed.balance_cents };
  });
}

/** A record that moves nothing yet: a deposit asked for, credited only when it is paid. */
export async function recordPendingDeposit(db: StoreDb, memberId: number, cents: number, detail: Record<string, unknown>, now: number): Promise<number> {
  const record = await db
    .insertInto('transactions')
    .values({ member_id: memberId, kind: 'deposit', amount_cents: cents, status: 'PENDING', detail: JSON.stringify(detail), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return record.id;
}

/**
 * Settles a pending deposit: paid credits its amount, refused only closes it; both in one
 * transaction. False when it was not pending any more (settled by someone else first), so a
 * payment is never credited twice: the status changes only while it is PENDING, in one statement.
 */
export function settlePendingDeposit(db: StoreDb, id: number, outcome: 'DONE' | 'REJECTED'): Promise<boolean> {
  return atomic(db, async (trx) => {
    const settled = await trx
      .updateTable('transactions')
      .set({ status: outcome })
      .where('id', '=', id)
      .where('kind', '=', 'deposit')
      .where('status', '=', 'PENDING')
      .returning(['member_id', 'amount_cents'])
      .executeTakeFirst();
    if (!settled) return false;
    if (outcome === 'DONE') {
      await trx.updateTable('members').set((eb) => ({ balance_cents: eb('balance_cents', '+', settled.amount_cents) })).where('id', '=', settled.member_id).execute();
    }
    return true;
  });
}

export interface LedgerMismatch {
  memberId: number;
  username: string;
  balanceCents: number;
  recordsCents: number;
}

const isMismatch = (row: LedgerMismatch) => row.balanceCents !== row.recordsCents || row.balanceCents < 0;

/** Members whose balance is not the sum of the records that moved it, or is below 0: none, always. */
export async function ledgerMismatches(db: StoreDb): Promise<LedgerMismatch[]> {
  const rows = await db
    .selectFrom('members as m')
    .select(['m.id as memberId', 'm.username', 'm.balance_cents as balanceCents'])
    .select((eb) =>
      eb.fn
        .coalesce(
          eb.selectFrom('transactions').whereRef('transactions.member_id', '=', 'm.id').where(movedMoney).select((s) => s.fn.sum<number>('transactions.amount_cents').as('sum')),
          eb.lit(0),
        )
        .as('recordsCents'),
    )
    .execute();
  return rows.map((r) => ({ ...r, recordsCents: Number(r.recordsCents) })).filter(isMismatch);
}
