import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { pagingParams, periodParams, pnlFigures, queryOf, teamParams } from './schemas';

export const teamPnlSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  memberCount: z.number().check(z.int()),
  totals: z.object(pnlFigures),
  list: z.array(z.object({ username: z.string(), level: z.number().check(z.int()), ...pnlFigures })),
  pageNum: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  totalCount: z.number().check(z.int()),
  totalPages: z.number().check(z.int()),
});
export type TeamPnl = z.infer<typeof teamPnlSchema>;

const params = z.strictObject({ ...periodParams, ...teamParams, ...pagingParams });

/** GET /wps/agent/team/pnl: each team member's profit and loss for a period, with the scope's totals. */
export function getTeamPnl(p: z.infer<typeof params> = {}, callOptions?: CallOptions): Promise<TeamPnl> {
  return call(teamPnlSchema, (signal) => api().options({ signal }).query(queryOf(p)).get('/wps/agent/team/pnl').json(), callOptions);
}

export const reportTeamPnlEndpoint = defineEndpoint({
  name: 'reports.teamProfitLoss',
  description: "Profit and loss of each member of the agent's team (scope all or direct) for a period, busiest first, paged; username narrows the list; totals cover the whole scope. Agents only.",
  params,
  paged: PAGED('list'),
  session: true,
  run: (p, env) => getTeamPnl(p, { signal: env.signal }),
});
