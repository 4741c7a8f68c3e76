import type { Db } from '../../db/open';
import { fail } from '../../http/reply';

export type ContractKind = 'dailySalary' | 'dividend' | 'hourlySalary';

interface ContractRow {
  id: number;
  kind: ContractKind;
  terms: string;
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED';
  createdAt: number;
  answeredAt: number | null;
}

const COLUMNS = 'id, kind, terms, status, created_at AS createdAt, answered_at AS answeredAt';
const asAnswer = (r: ContractRow) => ({ ...r, terms: JSON.parse(r.terms) as Record<string, unknown> });

/** The member's contracts (of one kind, or all), newest first, with their terms. */
export function contractsOf(db: Db, memberId: number, kind?: ContractKind) {
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM agent_contracts WHERE member_id = ? ${kind ? 'AND kind = ?' : ''} ORDER BY id DESC`)
    .all(...(kind ? [memberId, kind] : [memberId])) as ContractRow[];
  return rows.map(asAnswer);
}

/**
 * Accepts or rejects one of the member's pending contracts (which clears its home-page prompt):
 * 404 contract.notFound for anyone else's, 409 contract.answered once answered. Answers it as it is now.
 */
export function answerContract(db: Db, memberId: number, id: number, accept: boolean, now = Date.now()) {
  const row = db.prepare('SELECT status FROM agent_contracts WHERE id = ? AND member_id = ?').get(id, memberId) as { status: string } | undefined;
  if (!row) fail(404, 'contract.notFound', `No contract ${id} for this account`);
  if (row.status !== 'PENDING') fail(409, 'contract.answered', `Contract ${id} was already ${row.status.toLowerCase()}`);
  db.prepare('UPDATE agent_contracts SET status = ?, answered_at = ? WHERE id = ?').run(accept ? 'ACCEPTED' : 'REJECTED', now, id);
  return asAnswer(db.prepare(`SELECT ${COLUMNS} FROM agent_contracts WHERE id = ?`).get(id) as ContractRow);
}
