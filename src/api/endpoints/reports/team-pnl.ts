import { z } from 'zod/mini';
import { reportTeamPnl } from '../../../contract/reports/profit-loss';
import type { CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { request } from '../../request';
import { pagingParams, periodParams, teamParams } from './schemas';

export type TeamPnl = z.infer<typeof reportTeamPnl.answer>;

const params = z.strictObject({ ...periodParams, ...teamParams, ...pagingParams });

/** Each team member's profit and loss for a period, with the scope's totals. */
export function getTeamPnl(p: z.infer<typeof params> = {}, callOptions?: CallOptions): Promise<TeamPnl> {
  return request(reportTeamPnl, p, callOptions);
}

export const reportTeamPnlEndpoint = defineEndpoint({
  name: 'reports.teamProfitLoss',
  description: "Profit and loss of each member of the agent's team (scope all or direct) for a period, busiest first, paged; username narrows the list; totals cover the whole scope. Agents only.",
  call: reportTeamPnl,
  params,
  paged: PAGED('list'),
  run: (p, env) => getTeamPnl(p, { signal: env.signal }),
});
