import { z } from 'zod/mini';
import { reportTeamRebateIncome } from '../../../contract/reports/rebate-income';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { periodParams } from './schemas';

export type RebateIncome = z.infer<typeof reportTeamRebateIncome.answer>;

const params = z.strictObject(periodParams);

/** The agent's rebate income from its team's valid bets, by day and game type. */
export function getRebateIncome(p: z.infer<typeof params> = {}, callOptions?: CallOptions): Promise<RebateIncome> {
  return request(reportTeamRebateIncome, p, callOptions);
}

export const reportTeamRebateEndpoint = defineEndpoint({
  name: 'reports.teamRebateIncome',
  description: "The agent's rebate income from its team's settled valid bets for a period: by day (newest first) with each game type's valid bets, earned rate and amount, and the total. Agents only.",
  call: reportTeamRebateIncome,
  params,
  run: (p, env) => getRebateIncome(p, { signal: env.signal }),
});
