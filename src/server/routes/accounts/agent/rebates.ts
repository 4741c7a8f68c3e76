import { agentRebates, agentRebatesUpdate } from '../../../../contract/agent/rebates';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { directMemberIds } from '../../../services/agents/downlines';
import { ratesOf, ratesOfMembers, setDownlineRates } from '../../../services/agents/rebates';

/**
 * Rebate rates (src/contract/agent/rebates.ts): the agent's own and each direct member's (percent
 * per game type). A downline's rate may not exceed the agent's, nor fall below the highest rate that
 * downline already gave its own members (400 rebate.exceeds with data.max, rebate.belowDownline with data.min).
 */
export const rebateRoutes: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, agentRebates, async (_input, req) => {
    const s = requireAgent(req);
    const downlines = await directMemberIds(store.db, s.memberId);
    const rates = await ratesOfMembers(store.db, downlines.map((d) => d.id));
    return ok({ own: await ratesOf(store.db, s.memberId), downlines: downlines.map((d) => ({ username: d.username, rates: rates.get(d.id)! })) });
  });
  serve(app, deps, agentRebatesUpdate, async (p, req) => {
    const s = requireAgent(req);
    return ok({ username: p.username, rates: await setDownlineRates(store, s.memberId, p.username, p.rates) });
  });
};
