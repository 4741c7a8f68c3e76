import { z } from 'zod';
import { requireAgent } from '../../auth/session';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { periodShape, resolvePeriod } from '../../services/reports/period';
import { rebateIncome } from '../../services/reports/rebate-income';

const query = z.object(periodShape);

/**
 * GET /wps/agent/team/rebateIncome?period=&startDate=&endDate=: the agent's rebate income from its
 * team's valid bets, by day (newest first) with each game type's valid bets, rate and amount, and
 * the period's total (see services/reports/rebate-income.ts for how a bet's rebate is split).
 */
export const teamRebateRoute: RouteModule = (app, { db }) => {
  app.get('/wps/agent/team/rebateIncome', (req) => {
    const s = requireAgent(db, req);
    return ok(rebateIncome(db, s.memberId, resolvePeriod(parseInput(query, req.query, 'query'))));
  });
};
