import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { periodParams, pnlFigures, queryOf } from './schemas';

export const profitLossSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  ...pnlFigures,
  byType: z.array(z.object({ gameType: z.string(), betCount: z.number().check(z.int()), betAmount: z.number(), validBet: z.number(), winLoss: z.number(), rebate: z.number() })),
});
export type ProfitLoss = z.infer<typeof profitLossSchema>;

const params = z.strictObject(periodParams);

/** GET /wps/report/profitLoss: the member's profit and loss for a period, with win/loss per game type. */
export function getProfitLoss(p: z.infer<typeof params> = {}, callOptions?: CallOptions): Promise<ProfitLoss> {
  return call(profitLossSchema, (signal) => api().options({ signal }).query(queryOf(p)).get('/wps/report/profitLoss').json(), callOptions);
}

export const reportProfitLossEndpoint = defineEndpoint({
  name: 'reports.profitLoss',
  description: "The member's profit and loss for a period: bets, valid bets, payouts, win/loss, deposits, withdrawals, bonuses, rebates and profit (win/loss + bonuses + rebates), and win/loss per game type. Real members only.",
  params,
  session: true,
  run: (p, env) => getProfitLoss(p, { signal: env.signal }),
});
