import { z } from 'zod';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { depositReference, settleDeposit } from '../../../services/deposits';

const params = z.object({ id: z.coerce.number().int().positive() });

/**
 * POST /ops/deposits/:id/confirm and /reject: the payment side's answer for a bank transfer or an
 * e-wallet payment the operator has seen arrive (or not). Confirming credits the amount and the
 * promotion's bonus once; a deposit no longer pending is 409 deposit.settled.
 */
export const opsDepositsRoute: RouteModule = (app, { db, config }) => {
  for (const [verb, outcome] of [['confirm', 'DONE'], ['reject', 'REJECTED']] as const) {
    app.post(`/ops/deposits/:id/${verb}`, (req) => {
      requireOps(req, { db, config });
      const { id } = parseInput(params, req.params, 'params');
      return ok({ id, reference: depositReference(id), ...settleDeposit(db, id, outcome) });
    });
  }
};
