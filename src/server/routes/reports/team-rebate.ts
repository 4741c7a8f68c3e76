import { reportTeamRebateIncome } from '../../../contract/reports/rebate-income';
import { requireAgent } from '../../auth/session';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { resolvePeriod } from '../../services/reports/period';
import { rebateIncome } from '../../services/reports/rebate-income';

/**
 * The agent's rebate income from its team's valid bets (src/contract/reports/rebate-income.ts), by
 * day (newest first) with each game type's valid bets, rate and amount, and the period's total (see
 * services/reports/rebate-income.ts for how a bet's rebate is split).
 */
export const teamRebateRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, reportTeamRebateIncome, async (q, req) => {
    const s = requireAgent(req);
    return ok(await rebateIncome(store.db, s.memberId, resolvePeriod(q)));
  });
};
