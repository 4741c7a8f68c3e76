import type { RouteShorthandOptions } from 'fastify';
import { opsDepositConfirm, opsDepositReject } from '../../../../contract/ops/publishing/deposits';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { depositReference, settleDeposit } from '../../../services/deposits';

/**
 * The payment side's answer for a bank transfer or an e-wallet payment the operator has seen
 * arrive, or not (src/contract/ops/publishing/deposits.ts). Confirming credits the amount and the
 * promotion's bonus once; a deposit no longer pending is 409 deposit.settled.
 */
export const opsDepositsRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  // A publisher's calls: the role is checked before the input, as it always was.
  const publisher: RouteShorthandOptions = { preHandler: async (req) => { requireOps(req, deps, 'publisher'); } };
  serve(app, deps, opsDepositConfirm, async ({ id }) => ok({ id, reference: depositReference(id), ...(await settleDeposit(store.db, id, 'DONE')) }), publisher);
  serve(app, deps, opsDepositReject, async ({ id }) => ok({ id, reference: depositReference(id), ...(await settleDeposit(store.db, id, 'REJECTED')) }), publisher);
};
