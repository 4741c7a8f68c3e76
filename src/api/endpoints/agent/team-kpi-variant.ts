import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { teamKpiSchema } from './team-kpi';

export const teamKpiVariantSchema = z.object({ variant: z.enum(['A', 'B', 'C']), startDate: z.string(), endDate: z.string(), footer: teamKpiSchema.shape.footer });
export type TeamKpiVariant = z.infer<typeof teamKpiVariantSchema>;

/** GET /wps/agent/team/kpi/:variant: team counters for today (A), this week (B) or this month (C). */
export function getTeamKpiVariant(variant: 'A' | 'B' | 'C', callOptions?: CallOptions): Promise<TeamKpiVariant> {
  return call(teamKpiVariantSchema, (signal) => api().options({ signal }).get(`/wps/agent/team/kpi/${variant}`).json(), callOptions);
}

export const agentTeamKpiVariantEndpoint = defineEndpoint({
  name: 'agent.teamKpiVariant',
  description: 'Team counters for today (A), this week (B) or this month (C), with the day range.',
  params: z.strictObject({ variant: z.enum(['A', 'B', 'C']) }),
  session: true,
  run: (p, env) => getTeamKpiVariant(p.variant, { signal: env.signal }),
});
