import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { periodParams, queryOf } from './schemas';

export const rebateIncomeSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  total: z.number(),
  validBet: z.number(),
  ownRates: z.record(z.string(), z.number()),
  days: z.array(
    z.object({
      date: z.string(),
      validBet: z.number(),
      amount: z.number(),
      types: z.array(z.object({ gameType: z.string(), validBet: z.number(), ownRate: z.number(), rate: z.number(), amount: z.number() })),
    }),
  ),
});
export type RebateIncome = z.infer<typeof rebateIncomeSchema>;

const params = z.strictObject(periodParams);

/** GET /wps/agent/team/rebateIncome: the agent's rebate income from its team's valid bets, by day and game type. */
export function getRebateIncome(p: z.infer<typeof params> = {}, callOptions?: CallOptions): Promise<RebateIncome> {
  return call(rebateIncomeSchema, (signal) => api().options({ signal }).query(queryOf(p)).get('/wps/agent/team/rebateIncome').json(), callOptions);
}

export const reportTeamRebateEndpoint = defineEndpoint({
  name: 'reports.teamRebateIncome',
  description: "The agent's rebate income from its team's settled valid bets for a period: by day (newest first) with each game type's valid bets, earned rate and amount, and the total. Agents only.",
  params,
  session: true,
  run: (p, env) => getRebateIncome(p, { signal: env.signal }),
});
