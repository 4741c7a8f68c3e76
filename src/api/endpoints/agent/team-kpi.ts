import { z } from 'zod/mini';
import { agentTeamKpi } from '../../../contract/agent/team-kpi';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { day, intIn } from '../../params';

export type TeamKpi = z.infer<typeof agentTeamKpi.answer>;

/** Agent team counters for a day range (default today, size 0). */
export function getTeamKpi(params: { startDate: string; endDate: string; size?: number }, callOptions?: CallOptions): Promise<TeamKpi> {
  return request(agentTeamKpi, { startDate: params.startDate, endDate: params.endDate, size: params.size ?? 0 }, callOptions);
}

export const agentTeamKpiEndpoint = defineEndpoint({
  name: 'agent.teamKpi',
  description: 'Team counters (logins, bettors, sign-ups, online) for a day range (UTC, YYYY-MM-DD), plus up to `size` direct members.',
  call: agentTeamKpi,
  params: z.strictObject({ startDate: day, endDate: day, size: z.optional(intIn(0, 100)) }),
  run: (p, env) => getTeamKpi(p, { signal: env.signal }),
});
