import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { day, intIn } from '../../params';

export const teamKpiSchema = z.object({
  footer: z.object({
    teamLoginMemberCount: z.number().check(z.int()),
    teamBetMemberCount: z.number().check(z.int()),
    teamRegisterMemberCount: z.number().check(z.int()),
    teamOnlineCount: z.number().check(z.int()),
  }),
  list: z.array(z.object({ username: z.string(), nickname: z.string(), type: z.number().check(z.int()), balance: z.number(), createdAt: z.number() })),
});
export type TeamKpi = z.infer<typeof teamKpiSchema>;

/** GET /wps/agent/team/kpi: agent team counters for a day range (default today, size 0). */
export function getTeamKpi(params: { startDate: string; endDate: string; size?: number }, callOptions?: CallOptions): Promise<TeamKpi> {
  return call(teamKpiSchema, (signal) =>
    api().options({ signal }).query({ startDate: params.startDate, endDate: params.endDate, size: params.size ?? 0 }).get('/wps/agent/team/kpi').json(),
    callOptions,
  );
}

export const agentTeamKpiEndpoint = defineEndpoint({
  name: 'agent.teamKpi',
  description: 'Team counters (logins, bettors, sign-ups, online) for a day range (UTC, YYYY-MM-DD), plus up to `size` direct members.',
  params: z.strictObject({ startDate: day, endDate: day, size: z.optional(intIn(0, 100)) }),
  session: true,
  run: (p, env) => getTeamKpi(p, { signal: env.signal }),
});
