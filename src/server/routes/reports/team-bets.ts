import { z } from 'zod';
import { requireAgent } from '../../auth/session';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { betPage, betSummary } from '../../services/reports/bet-list';
import { resolvePeriod } from '../../services/reports/period';
import { teamMembers } from '../../services/reports/team';
import { pageFields, pageWindow } from '../../http/paging';
import { betsQuery, teamShape } from './query';

const query = betsQuery.extend(teamShape);

/**
 * GET /wps/agent/team/bets?period=&startDate=&endDate=&gameType=&scope=&username=&pageNo=&pageSize=:
 * the bets of the agent's team (every level, or direct members only; username: a part of the
 * member's name), newest first, each with the member's username, and the summary of those bets.
 */
export const teamBetsRoute: RouteModule = (app, { db }) => {
  app.get('/wps/agent/team/bets', (req) => {
    const s = requireAgent(db, req);
    const q = parseInput(query, req.query, 'query');
    const period = resolvePeriod(q);
    const members = teamMembers(db, s.memberId, { directOnly: q.scope === 'direct', search: q.username || undefined });
    const filter = { memberIds: members.map((m) => m.id), period, gameType: q.gameType };
    const summary = betSummary(db, filter);
    const list = betPage(db, filter, pageWindow(q));
    return ok({ startDate: period.startDate, endDate: period.endDate, summary, list, ...pageFields(q, summary.betCount) });
  });
};
