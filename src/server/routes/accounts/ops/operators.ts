import type { RouteShorthandOptions } from 'fastify';
import { z } from 'zod/mini';
import { opsOperatorCreate, opsOperators } from '../../../../contract/ops/settings/operators';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { parseInput } from '../../../http/validate';
import { recordAudit } from '../../../services/audit';
import { createOperator, listOperators, OperatorExists } from '../../../services/operators';
import { DEFAULT_MERCHANT } from '../../../services/merchant';

/** The studio accounts (src/contract/ops/settings/operators.ts): listing them, and opening one (publishers only; recorded in the audit log). */
export const opsOperatorsRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  // Publishers only, reading included: the role is checked before the input, as it always was;
  // a body that is no object at all (a list, a text) is refused as it always was.
  const publisher: RouteShorthandOptions = {
    preHandler: async (req) => {
      requireOps(req, deps, 'publisher');
      parseInput(z.object({}), req.body);
    },
  };
  serve(app, deps, opsOperators, async () => ok({ list: await listOperators(store.db) }), publisher);
  serve(app, deps, opsOperatorCreate, async ({ username, password, role }, req) => {
    const operator = requireOps(req, deps, 'publisher');
    try {
      const created = await createOperator(store.db, username, password, role);
      await recordAudit(store.db, operator, { merchant: DEFAULT_MERCHANT, action: 'operator', note: `${username} (${role})` });
      return ok(created);
    } catch (error) {
      if (error instanceof OperatorExists) fail(409, 'ops.operatorExists', `An operator named ${username} exists`);
      throw error;
    }
  }, publisher);
};
