import { atomic } from '../data/portable';
import type { Store, StoreDb } from '../data/store';
import { fail } from '../http/reply';
import { balanceOf, moveMoney } from './ledger';

/** Cents to currency units with 2 decimals. */
export const units = (cents: number) => Math.round(cents) / 100;

/**
 * Adds a bonus to a member's wallet and records it in the account record (kind "bonus", status
 * DONE), so the account record explains every change of the balance and profit and loss can count
 * it (`detail.source` names where it came from). Red envelopes, claimed rewards and mall cash
 * vouchers all come through here, in the caller's transaction when there is one. Answers the record's id.
 */
export async function creditBonus(db: StoreDb, memberId: number, cents: number, detail: Record<string, unknown>, now = Date.now()): Promise<number> {
  return (await moveMoney(db, { memberId, kind: 'bonus', cents, detail, now })).id;
}

/**
 * A new account's first money (a trial account's play money, a member an operator creates with a
 * balance): an adjustment with `detail.source` "opening", so even the first balance has its record.
 */
export async function openAccount(db: StoreDb, memberId: number, cents: number, now = Date.now()): Promise<void> {
  if (cents !== 0) await moveMoney(db, { memberId, kind: 'adjustment', cents, detail: { source: 'opening' }, now });
}

/**
 * Holds a withdrawal: the amount leaves the balance at once and waits, PENDING, for the payment
 * side. 400 balance.insufficient (field amount) when the balance is short. Answers the record's id
 * and the balance after it, in cents.
 */
export function holdWithdrawal(db: StoreDb, memberId: number, cents: number, detail: Record<string, unknown>, now = Date.now()): Promise<{ id: number; balanceCents: number }> {
  return moveMoney(db, { memberId, kind: 'withdraw', cents: -cents, status: 'PENDING', detail, now }, { message: 'Insufficient balance', data: { field: 'amount' } });
}

/** The member's balance in currency units. */
export async function walletBalance(db: StoreDb, memberId: number): Promise<number> {
  return units(await balanceOf(db, memberId));
}

/**
 * Sets a member's balance to what an operator says, recording the difference in the account record
 * (kind "adjustment", `detail.source` "operator", with the balance before and after), so every change
 * of a balance is explained. The read of the balance and the change are one transaction: money that
 * moves meanwhile makes it run again, so the balance ends as the operator said. Answers it in cents.
 */
export function setBalanceByOperator(store: Store, memberId: number, cents: number, now = Date.now()): Promise<number> {
  return store.transaction(async (trx) => {
    const before = await balanceOf(trx, memberId);
    if (before === cents) return cents;
    const moved = await moveMoney(trx, { memberId, kind: 'adjustment', cents: cents - before, detail: { source: 'operator', before: units(before), after: units(cents) }, now });
    return moved.balanceCents;
  });
}

export interface TransferTarget { id: number; username: string; cents: number }

/**
 * Moves money from an agent to direct downlines in one transaction: all of it or none (a total above
 * the agent's balance refuses the whole). Both sides get an account record. Call inside the
 * caller's transaction. Answers the agent's balance in cents after it.
 */
export function transferToDownlines(db: StoreDb, agent: { id: number; username: string }, targets: TransferTarget[], batch: boolean, now = Date.now()): Promise<number> {
  const total = targets.reduce((sum, t) => sum + t.cents, 0);
  const shortfall = { message: batch ? `Insufficient balance for a total of ${(total / 100).toFixed(2)}` : 'Insufficient balance', data: batch ? { total: total / 100 } : undefined };
  return atomic(db, async (trx) => {
    // The whole batch or none of it: a short balance on any leg undoes the legs before it.
    let balanceCents = await balanceOf(trx, agent.id);
    for (const t of targets) {
      balanceCents = (await moveMoney(trx, { memberId: agent.id, kind: 'transfer_out', cents: -t.cents, detail: { to: t.username, ...(batch ? { batch: true } : {}) }, now }, shortfall)).balanceCents;
      await moveMoney(trx, { memberId: t.id, kind: 'transfer_in', cents: t.cents, detail: { from: agent.username }, now });
    }
    return balanceCents;
  });
}

/**
 * A direct downline money can go to: 404 downline.notFound when it is not the agent's, 400
 * downline.disabled when the operator disabled it (its money could not be used or taken out).
 */
export async function transferTarget(db: StoreDb, agentId: number, username: string, field?: string): Promise<{ id: number; username: string }> {
  const row = await db.selectFrom('members').where('parent_id', '=', agentId).where('username', '=', username).select(['id', 'username', 'disabled']).executeTakeFirst();
  const where = field ? { field, username } : undefined;
  if (!row) fail(404, 'downline.notFound', `${username} is not one of your members`, where);
  if (row.disabled) fail(400, 'downline.disabled', `${username} is disabled and cannot receive transfers`, where);
  return { id: row.id, username: row.username };
}
