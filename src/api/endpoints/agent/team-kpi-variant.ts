import { z } from 'zod/mini';
import { agentTeamKpiVariant } from '../../../contract/agent/team-kpi';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type TeamKpiVariant = z.infer<typeof agentTeamKpiVariant.answer>;

/** Team counters for today (A), this week (B) or this month (C). */
export function getTeamKpiVariant(variant: 'A' | 'B' | 'C', callOptions?: CallOptions): Promise<TeamKpiVariant> {
  return request(agentTeamKpiVariant, { variant }, callOptions);
}

export const agentTeamKpiVariantEndpoint = defineEndpoint({
  name: 'agent.teamKpiVariant',
  description: 'Team counters for today (A), this week (B) or this month (C), with the day range.',
  call: agentTeamKpiVariant,
  params: z.strictObject({ variant: z.enum(['A', 'B', 'C']) }),
  run: (p, env) => getTeamKpiVariant(p.variant, { signal: env.signal }),
});
