import { z } from 'zod/mini';
import { defineCall } from '../call';
import { paging } from '../fields';
import { pageInts, periodFields, pnlFigures, teamFields } from './fields';

const int = () => z.number().check(z.int());

/** Real members only (403 free_reject). */
export const reportProfitLoss = defineCall({
  method: 'GET',
  path: '/wps/report/profitLoss',
  auth: 'session',
  summary: "The member's profit and loss for a period (bets, valid bets, payouts, win/loss, deposits, withdrawals, bonuses, rebates, profit) and win/loss per game type.",
  input: z.object(periodFields),
  answer: z.object({
    startDate: z.string(),
    endDate: z.string(),
    ...pnlFigures,
    byType: z.array(z.object({ gameType: z.string(), betCount: int(), betAmount: z.number(), validBet: z.number(), winLoss: z.number(), rebate: z.number() })),
  }),
});

/** Agents only (403 agent.only). */
export const reportTeamPnl = defineCall({
  method: 'GET',
  path: '/wps/agent/team/pnl',
  auth: 'session',
  summary: "Profit and loss of each member of the agent's team for a period, busiest first (valid bets, then name), paged, with the whole scope's totals; username narrows the list, not the totals.",
  input: z.object({ ...periodFields, ...paging(50, 20), ...teamFields }),
  answer: z.object({
    startDate: z.string(),
    endDate: z.string(),
    memberCount: int(),
    totals: z.object(pnlFigures),
    list: z.array(z.object({ username: z.string(), level: int(), ...pnlFigures })),
    ...pageInts,
  }),
});
