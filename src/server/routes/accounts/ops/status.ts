import type { RouteShorthandOptions } from 'fastify';
import { z } from 'zod/mini';
import { opsStatus, opsStatusChange } from '../../../../contract/ops/settings/status';
import { requireOps } from '../../../auth/ops';
import type { RouteModule, ServerDeps } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { parseInput } from '../../../http/validate';
import { DEFAULT_MERCHANT, getMerchant } from '../../../services/merchant';
import { setMerchantStatus } from '../../../services/ops/merchants';
import { statusInfo } from '../../../services/status-info';
import { statusCode } from '../system/status';

/** What the operator set plus the info the status call derives (see statusInfo). */
async function statusView(deps: ServerDeps) {
  const m = await getMerchant(deps.store.db, DEFAULT_MERCHANT);
  return { status: statusCode(m.maintenance, m.regionRestriction), maintenance: m.maintenance, regionRestriction: m.regionRestriction, operatorInfo: m.statusInfo, info: await statusInfo(deps, m.code) };
}

/** The demo merchant's status (src/contract/ops/settings/status.ts): read, and maintenance and region restriction switched. */
export const opsStatusRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  // A publisher's change: the role is checked before the input, as it always was; a body that is
  // no object at all (a list, a text) is refused as it always was.
  const publisher: RouteShorthandOptions = {
    preHandler: async (req) => {
      requireOps(req, deps, 'publisher');
      parseInput(z.object({}), req.body);
    },
  };
  serve(app, deps, opsStatus, async () => ok(await statusView(deps)));
  serve(app, deps, opsStatusChange, async (s) => {
    await setMerchantStatus(deps.store.db, DEFAULT_MERCHANT, s);
    return ok(await statusView(deps));
  }, publisher);
};
