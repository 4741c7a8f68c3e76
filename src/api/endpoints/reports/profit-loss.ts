import { z } from 'zod/mini';
import { reportProfitLoss } from '../../../contract/reports/profit-loss';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { periodParams } from './schemas';

export type ProfitLoss = z.infer<typeof reportProfitLoss.answer>;

const params = z.strictObject(periodParams);

/** The member's profit and loss for a period, with win/loss per game type. */
export function getProfitLoss(p: z.infer<typeof params> = {}, callOptions?: CallOptions): Promise<ProfitLoss> {
  return request(reportProfitLoss, p, callOptions);
}

export const reportProfitLossEndpoint = defineEndpoint({
  name: 'reports.profitLoss',
  description: "The member's profit and loss for a period: bets, valid bets, payouts, win/loss, deposits, withdrawals, bonuses, rebates and profit (win/loss + bonuses + rebates), and win/loss per game type. Real members only.",
  call: reportProfitLoss,
  params,
  run: (p, env) => getProfitLoss(p, { signal: env.signal }),
});
