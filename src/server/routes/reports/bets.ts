import { requireRealMember } from '../../auth/session';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { betPage, betSummary } from '../../services/reports/bet-list';
import { resolvePeriod } from '../../services/reports/period';
import { pageFields, pageWindow } from '../../http/paging';
import { betsQuery } from './query';

/**
 * GET /wps/report/bets?period=&startDate=&endDate=&gameType=&pageNo=&pageSize=: the member's own
 * bets in the period, newest first, with the period's summary. Real members only: a trial
 * account's play is not betting (403 free_reject).
 */
export const betRecordsRoute: RouteModule = (app, { db }) => {
  app.get('/wps/report/bets', (req) => {
    const s = requireRealMember(db, req);
    const q = parseInput(betsQuery, req.query, 'query');
    const period = resolvePeriod(q);
    const filter = { memberIds: [s.memberId], period, gameType: q.gameType };
    const summary = betSummary(db, filter);
    const list = betPage(db, filter, pageWindow(q)).map(({ username: _u, ...bet }) => bet);
    return ok({ startDate: period.startDate, endDate: period.endDate, summary, list, ...pageFields(q, summary.betCount) });
  });
};
