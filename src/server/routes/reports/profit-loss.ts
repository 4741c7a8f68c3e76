import { z } from 'zod';
import { requireRealMember } from '../../auth/session';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { byTypeList, memberFigures, profitAndLoss } from '../../services/reports/figures';
import { periodShape, resolvePeriod } from '../../services/reports/period';

const query = z.object(periodShape);

/**
 * GET /wps/report/profitLoss?period=&startDate=&endDate=: the member's profit and loss for the
 * period (bets, valid bets, payouts, win/loss, deposits, withdrawals, bonuses, rebates, profit)
 * and win/loss per game type. Real members only (403 free_reject).
 */
export const profitLossRoute: RouteModule = (app, { db }) => {
  app.get('/wps/report/profitLoss', (req) => {
    const s = requireRealMember(db, req);
    const period = resolvePeriod(parseInput(query, req.query, 'query'));
    const figures = memberFigures(db, [s.memberId], period).get(s.memberId)!;
    return ok({ startDate: period.startDate, endDate: period.endDate, ...profitAndLoss(figures), byType: byTypeList(figures.byType) });
  });
};
