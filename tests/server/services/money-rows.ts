import type { Store } from '../../../src/server/data/store';
import { openAccount } from '../../../src/server/services/wallet';

/** The merchant the money store tests write under. */
export async function withMerchant(store: Store): Promise<Store> {
  await store.db.insertInto('merchants').values({ code: 'DEMO', name: 'Demo', template_id: 'T1' }).execute();
  return store;
}

/** A member of DEMO opened with `cents` (recorded as its opening adjustment, as live accounts are). */
export async function addMember(store: Store, username: string, cents: number, parentId: number | null = null): Promise<number> {
  const { id } = await store.db
    .insertInto('members')
    .values({ merchant_code: 'DEMO', username, password_hash: 'x', type: parentId === null ? 1 : 0, parent_id: parentId, created_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await openAccount(store.db, id, cents, 0);
  return id;
}

export async function balances(store: Store): Promise<Record<string, number>> {
  const rows = await store.db.selectFrom('members').select(['username', 'balance_cents']).orderBy('username').execute();
  return Object.fromEntries(rows.map((r) => [r.username, r.balance_cents]));
}

/** Runs every operation at once; answers what each one answered or threw. */
export function allAtOnce<T>(operations: (() => Promise<T>)[]): Promise<PromiseSettledResult<T>[]> {
  return Promise.allSettled(operations.map((op) => op()));
}
