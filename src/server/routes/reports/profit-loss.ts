import { reportProfitLoss } from '../../../contract/reports/profit-loss';
import { requireRealMember } from '../../auth/session';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { byTypeList, memberFigures, profitAndLoss } from '../../services/reports/figures';
import { resolvePeriod } from '../../services/reports/period';

/**
 * The member's profit and loss for the period (src/contract/reports/profit-loss.ts): bets, valid
 * bets, payouts, win/loss, deposits, withdrawals, bonuses, rebates and profit, and win/loss per
 * game type. Real members only (403 free_reject).
 */
export const profitLossRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, reportProfitLoss, async (q, req) => {
    const s = requireRealMember(req);
    const period = resolvePeriod(q);
    const figures = (await memberFigures(store.db, [s.memberId], period)).get(s.memberId)!;
    return ok({ startDate: period.startDate, endDate: period.endDate, ...profitAndLoss(figures), byType: byTypeList(figures.byType) });
  });
};
