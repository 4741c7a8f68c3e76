import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { betListSchema, gameTypeParam, pagingParams, periodParams, queryOf, teamParams, type BetList } from './schemas';

const params = z.strictObject({ ...periodParams, ...gameTypeParam, ...teamParams, ...pagingParams });

/** GET /wps/agent/team/bets: the team's bets in a period, each with the member's username, and their summary. */
export function getTeamBets(p: z.infer<typeof params> = {}, callOptions?: CallOptions): Promise<BetList> {
  return call(betListSchema, (signal) => api().options({ signal }).query(queryOf(p)).get('/wps/agent/team/bets').json(), callOptions);
}

export const reportTeamBetsEndpoint = defineEndpoint({
  name: 'reports.teamBets',
  description: "The bets of the agent's team (scope all or direct; username: part of a member's name) in a period, optionally of one game type, newest first, paged, with their summary. Agents only.",
  params,
  paged: PAGED('list'),
  session: true,
  run: (p, env) => getTeamBets(p, { signal: env.signal }),
});
