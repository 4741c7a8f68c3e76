import type { StoreDb } from '../../data/store';
import { fail } from '../../http/reply';

export type ContractKind = 'dailySalary' | 'dividend' | 'hourlySalary';
type ContractStatus = 'PENDING' | 'ACCEPTED' | 'REJECTED';

const COLUMNS = ['id', 'kind', 'terms', 'status', 'created_at as createdAt', 'answered_at as answeredAt'] as const;
const asAnswer = (r: { id: number; kind: string; terms: string; status: string; createdAt: number; answeredAt: number | null }) => ({
  ...r,
  kind: r.kind as ContractKind,
  status: r.status as ContractStatus,
  terms: JSON.parse(r.terms) as Record<string, unknown>,
});

/** The member's contracts (of one kind, or all), newest first, with their terms. */
export async function contractsOf(db: StoreDb, memberId: number, kind?: ContractKind) {
  let query = db.selectFrom('agent_contracts').where('member_id', '=', memberId);
  if (kind) query = query.where('kind', '=', kind);
  return (await query.select(COLUMNS).orderBy('id', 'desc').execute()).map(asAnswer);
}

/**
 * Accepts or rejects one of the member's pending contracts (which clears its home-page prompt):
 * 404 contract.notFound for anyone else's, 409 contract.answered once answered. One conditional
 * update, so of two answers sent at once only one lands. Answers it as it is now.
 */
export async function answerContract(db: StoreDb, memberId: number, id: number, accept: boolean, now = Date.now()) {
  const answered = await db
    .updateTable('agent_contracts')
    .set({ status: accept ? 'ACCEPTED' : 'REJECTED', answered_at: now })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  const row = await db.selectFrom('agent_contracts').where('id', '=', id).where('member_id', '=', memberId).select(COLUMNS).executeTakeFirst();
  if (!row) fail(404, 'contract.notFound', `No contract ${id} for this account`);
  if (Number(answered.numUpdatedRows) === 0) fail(409, 'contract.answered', `Contract ${id} was already ${row.status.toLowerCase()}`);
  return asAnswer(row);
}
