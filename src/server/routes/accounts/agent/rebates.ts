import { agentRebates, agentRebatesUpdate } from '../../../../contract/agent/rebates';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { directMemberIds, directMemberNamed } from '../../../services/agents/downlines';
import { downlineCeiling, ratesOf, setRates } from '../../../services/agents/rebates';

/**
 * Rebate rates (src/contract/agent/rebates.ts): the agent's own and each direct member's (percent
 * per game type). A downline's rate may not exceed the agent's, nor fall below the highest rate that
 * downline already gave its own members (400 rebate.exceeds with data.max, rebate.belowDownline with data.min).
 */
export const rebateRoutes: RouteModule = (app, deps) => {
  const { db } = deps;
  serve(app, deps, agentRebates, (_input, req) => {
    const s = requireAgent(req);
    const downlines = directMemberIds(db, s.memberId);
    return ok({ own: ratesOf(db, s.memberId), downlines: downlines.map((d) => ({ username: d.username, rates: ratesOf(db, d.id) })) });
  });
  serve(app, deps, agentRebatesUpdate, (p, req) => {
    const s = requireAgent(req);
    const target = directMemberNamed(db, s.memberId, p.username);
    if (!target) fail(404, 'downline.notFound', `${p.username} is not one of your members`);
    const own = ratesOf(db, s.memberId);
    // Rates only go down the hierarchy: never above the agent's own, never below what the member
    // already gave its own members (that would leave them earning more than their upline).
    const floor = downlineCeiling(db, target.id);
    for (const [type, rate] of Object.entries(p.rates)) {
      if (rate! > own[type]) fail(400, 'rebate.exceeds', `The ${type} rebate cannot exceed your own ${own[type]}%`, { field: `rates.${type}`, max: own[type] });
      if (rate! < floor[type]) {
        fail(400, 'rebate.belowDownline', `The ${type} rebate of ${p.username} cannot be lower than the ${floor[type]}% its own members have`, { field: `rates.${type}`, min: floor[type] });
      }
    }
    setRates(db, target.id, p.rates);
    return ok({ username: p.username, rates: ratesOf(db, target.id) });
  });
};
