import { reportBets } from '../../../contract/reports/bets';
import { requireRealMember } from '../../auth/session';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { betPage, betSummary } from '../../services/reports/bet-list';
import { resolvePeriod } from '../../services/reports/period';
import { pageFields, pageWindow } from '../../http/paging';

/**
 * The member's own bets in the period (src/contract/reports/bets.ts), newest first, with the
 * period's summary. Real members only: a trial account's play is not betting (403 free_reject).
 */
export const betRecordsRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, reportBets, async (q, req) => {
    const s = requireRealMember(req);
    const period = resolvePeriod(q);
    const filter = { memberIds: [s.memberId], period, gameType: q.gameType };
    const summary = await betSummary(store.db, filter);
    const list = (await betPage(store.db, filter, pageWindow(q))).map(({ username: _u, ...bet }) => bet);
    return ok({ startDate: period.startDate, endDate: period.endDate, summary, list, ...pageFields(q, summary.betCount) });
  });
};
