import { z } from 'zod/mini';
import { reportTeamBets } from '../../../contract/reports/bets';
import type { CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { request } from '../../request';
import { gameTypeParam, pagingParams, periodParams, teamParams } from './schemas';

const params = z.strictObject({ ...periodParams, ...gameTypeParam, ...teamParams, ...pagingParams });
export type TeamBetList = z.infer<typeof reportTeamBets.answer>;

/** The team's bets in a period, each with the member's username, and their summary. */
export function getTeamBets(p: z.infer<typeof params> = {}, callOptions?: CallOptions): Promise<TeamBetList> {
  return request(reportTeamBets, p, callOptions);
}

export const reportTeamBetsEndpoint = defineEndpoint({
  name: 'reports.teamBets',
  description: "The bets of the agent's team (scope all or direct; username: part of a member's name) in a period, optionally of one game type, newest first, paged, with their summary. Agents only.",
  call: reportTeamBets,
  params,
  paged: PAGED('list'),
  run: (p, env) => getTeamBets(p, { signal: env.signal }),
});
