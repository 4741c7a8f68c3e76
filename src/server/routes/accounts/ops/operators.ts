import { z } from 'zod';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { recordAudit } from '../../../services/audit';
import { createOperator, listOperators, OperatorExists } from '../../../services/operators';
import { DEFAULT_MERCHANT } from '../../../services/merchant';

const account = z.object({
  username: z.string().trim().regex(/^[a-z][a-z0-9_.-]{2,31}$/, 'usernames are 3 to 32 lower-case letters, digits, _ . -'),
  password: z.string().min(10, 'at least 10 characters').max(200),
  role: z.enum(['editor', 'publisher']),
}).strict();

/** GET /ops/operators lists the studio accounts; POST opens one (publishers only; recorded in the audit log). */
export const opsOperatorsRoute: RouteModule = (app, { db, config }) => {
  app.get('/ops/operators', (req) => {
    requireOps(req, { db, config }, 'publisher');
    return ok({ list: listOperators(db) });
  });
  app.post('/ops/operators', async (req) => {
    const operator = requireOps(req, { db, config }, 'publisher');
    const { username, password, role } = parseInput(account, req.body);
    try {
      const created = await createOperator(db, username, password, role);
      recordAudit(db, operator, { merchant: DEFAULT_MERCHANT, action: 'operator', note: `${username} (${role})` });
      return ok(created);
    } catch (error) {
      if (error instanceof OperatorExists) fail(409, 'ops.operatorExists', `An operator named ${username} exists`);
      throw error;
    }
  });
};
