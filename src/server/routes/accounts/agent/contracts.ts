import { z } from 'zod';
import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { answerContract, contractsOf } from '../../../services/agents/contracts';

const kind = z.enum(['dailySalary', 'dividend', 'hourlySalary']);
const listQuery = z.object({ kind: kind.optional() });
const answerParams = z.object({ id: z.coerce.number().int().positive() });
const answerBody = z.object({ accept: z.boolean() });

/**
 * GET /wps/agent/contracts?kind= : the member's salary / dividend / hourly contracts (the pages
 * getSalaryContract, getDevidendContract, getHourContract). POST /wps/agent/contracts/:id/answer
 * { accept }: accepts or rejects a pending one, which clears its home-page prompt.
 */
export const contractRoutes: RouteModule = (app, { db }) => {
  app.get('/wps/agent/contracts', (req) => {
    const s = requireSession(db, req);
    const q = parseInput(listQuery, req.query, 'query');
    return ok(contractsOf(db, s.memberId, q.kind));
  });
  app.post('/wps/agent/contracts/:id/answer', (req) => {
    const s = requireSession(db, req);
    const { id } = parseInput(answerParams, req.params, 'params');
    const { accept } = parseInput(answerBody, req.body);
    return ok(answerContract(db, s.memberId, id, accept));
  });
};
