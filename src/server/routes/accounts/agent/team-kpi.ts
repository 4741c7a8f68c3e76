import { agentTeamKpi } from '../../../../contract/agent/team-kpi';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { dayStart, teamCounters } from '../../../services/team';
import { firstDirectMembers } from '../../../services/agents/downlines';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The team counters of a range of UTC days (src/contract/agent/team-kpi.ts; both days default to
 * today): value.footer holds the four counters; list has up to `size` direct members.
 */
export const teamKpiRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, agentTeamKpi, async (q, req) => {
    const s = requireAgent(req);
    const today = new Date().toISOString().slice(0, 10);
    const start = dayStart(q.startDate ?? q.endDate ?? today);
    const end = dayStart(q.endDate ?? q.startDate ?? today) + DAY_MS;
    return ok({ footer: await teamCounters(store.db, s.memberId, start, end), list: q.size > 0 ? await firstDirectMembers(store.db, s.memberId, q.size) : [] });
  });
};
