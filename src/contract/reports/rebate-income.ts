import { z } from 'zod/mini';
import { defineCall } from '../call';
import { periodFields } from './fields';

/**
 * Agents only (403 agent.only). On a bet below it the agent earns its own rate minus the rate of the
 * direct member the bettor belongs under (services/reports/rebate-income.ts).
 */
export const reportTeamRebateIncome = defineCall({
  method: 'GET',
  path: '/wps/agent/team/rebateIncome',
  auth: 'session',
  summary: "The agent's rebate income from its team's settled valid bets for a period: by day (newest first) with each game type's valid bets, rates and amount, and the total.",
  input: z.object(periodFields),
  answer: z.object({
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
  }),
});
