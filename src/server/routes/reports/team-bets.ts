import { reportTeamBets } from '../../../contract/reports/bets';
import { requireAgent } from '../../auth/session';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { betPage, betSummary } from '../../services/reports/bet-list';
import { resolvePeriod } from '../../services/reports/period';
import { teamMembers } from '../../services/reports/team';
import { pageFields, pageWindow } from '../../http/paging';

/**
 * The bets of the agent's team (src/contract/reports/bets.ts: every level, or direct members only;
 * username: a part of the member's name), newest first, each with the member's username, and the
 * summary of those bets.
 */
export const teamBetsRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, reportTeamBets, async (q, req) => {
    const s = requireAgent(req);
    const period = resolvePeriod(q);
    const members = await teamMembers(store.db, s.memberId, { directOnly: q.scope === 'direct', search: q.username || undefined });
    const filter = { memberIds: members.map((m) => m.id), period, gameType: q.gameType };
    const summary = await betSummary(store.db, filter);
    const list = await betPage(store.db, filter, pageWindow(q));
    return ok({ startDate: period.startDate, endDate: period.endDate, summary, list, ...pageFields(q, summary.betCount) });
  });
};
