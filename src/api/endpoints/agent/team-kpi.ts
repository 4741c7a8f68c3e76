import { z } from 'zod';
import { api, call } from '../../client';

export const teamKpiSchema = z.object({
  footer: z.object({
    teamLoginMemberCount: z.number().int(),
    teamBetMemberCount: z.number().int(),
    teamRegisterMemberCount: z.number().int(),
    teamOnlineCount: z.number().int(),
  }),
  list: z.array(z.object({ username: z.string(), nickname: z.string(), type: z.number().int(), balance: z.number(), createdAt: z.number() })),
});
export type TeamKpi = z.infer<typeof teamKpiSchema>;

/** GET /wps/agent/team/kpi: agent team counters for a day range (default today, size 0). */
export function getTeamKpi(params: { startDate: string; endDate: string; size?: number }): Promise<TeamKpi> {
  return call(teamKpiSchema, (signal) =>
    api().options({ signal }).query({ startDate: params.startDate, endDate: params.endDate, size: params.size ?? 0 }).get('/wps/agent/team/kpi').json(),
  );
}
