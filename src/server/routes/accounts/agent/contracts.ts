import { z } from 'zod';
import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';

const kind = z.enum(['dailySalary', 'dividend', 'hourlySalary']);
const listQuery = z.object({ kind: kind.optional() });
const answerParams = z.object({ id: z.coerce.number().int().positive() });
const answerBody = z.object({ accept: z.boolean() });

interface ContractRow {
  id: number;
  kind: string;
  terms: string;
  status: string;
  createdAt: number;
  answeredAt: number | null;
}

/**
 * GET /wps/agent/contracts?kind= : the member's salary / dividend / hourly contracts (the pages
 * getSalaryContract, getDevidendContract, getHourContract). POST /wps/agent/contracts/:id/answer
 * { accept }: accepts or rejects a pending one, which clears its home-page prompt.
 */
export const contractRoutes: RouteModule = (app, { db }) => {
  const toAnswer = (r: ContractRow) => ({ ...r, terms: JSON.parse(r.terms) as unknown });
  app.get('/wps/agent/contracts', (req) => {
    const s = requireSession(db, req);
    const q = parseInput(listQuery, req.query, 'query');
    const rows = db
      .prepare(
        `SELECT id, kind, terms, status, created_at AS createdAt, answered_at AS answeredAt FROM agent_contracts
          WHERE member_id = ? ${q.kind ? 'AND kind = ?' : ''} ORDER BY id DESC`,
      )
      .all(...(q.kind ? [s.memberId, q.kind] : [s.memberId])) as ContractRow[];
    return ok(rows.map(toAnswer));
  });
  app.post('/wps/agent/contracts/:id/answer', (req) => {
    const s = requireSession(db, req);
    const { id } = parseInput(answerParams, req.params, 'params');
    const { accept } = parseInput(answerBody, req.body);
    const row = db.prepare('SELECT status FROM agent_contracts WHERE id = ? AND member_id = ?').get(id, s.memberId) as { status: string } | undefined;
    if (!row) fail(404, 'contract.notFound', `No contract ${id} for this account`);
    if (row.status !== 'PENDING') fail(409, 'contract.answered', `Contract ${id} was already ${row.status.toLowerCase()}`);
    db.prepare('UPDATE agent_contracts SET status = ?, answered_at = ? WHERE id = ?').run(accept ? 'ACCEPTED' : 'REJECTED', Date.now(), id);
    const updated = db.prepare('SELECT id, kind, terms, status, created_at AS createdAt, answered_at AS answeredAt FROM agent_contracts WHERE id = ?').get(id) as ContractRow;
    return ok(toAnswer(updated));
  });
};
