import { z } from 'zod';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { directMemberIds, directMemberNamed } from '../../../services/agents/downlines';
import { downlineCeiling, ratesOf, REBATE_GAME_TYPES, setRates } from '../../../services/agents/rebates';

const percent = z.number().min(0).max(100).refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most 2 decimals');
const updateBody = z.object({
  username: z.string().trim().min(1, 'is required').max(32),
  rates: z.partialRecord(z.enum(REBATE_GAME_TYPES), percent).refine((r) => Object.keys(r).length > 0, 'at least one rate is required'),
});

/**
 * GET /wps/agent/rebates: the agent's own rebate rates and each direct member's (percent per game type).
 * POST /wps/agent/updateDownlineRebates { username, rates }: a downline's rate may not exceed the
 * agent's, nor fall below the highest rate that downline already gave its own members (400
 * rebate.exceeds with data.max, rebate.belowDownline with data.min).
 */
export const rebateRoutes: RouteModule = (app, { db }) => {
  app.get('/wps/agent/rebates', (req) => {
    const s = requireAgent(db, req);
    const downlines = directMemberIds(db, s.memberId);
    return ok({ own: ratesOf(db, s.memberId), downlines: downlines.map((d) => ({ username: d.username, rates: ratesOf(db, d.id) })) });
  });
  app.post('/wps/agent/updateDownlineRebates', (req) => {
    const s = requireAgent(db, req);
    const p = parseInput(updateBody, req.body);
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
