import { z } from 'zod/mini';
import { fundsConsolidated } from '../../../contract/member/funds-consolidated';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

/** Balance and contract request flags (non-zero = prompt). */
export type Funds = z.infer<typeof fundsConsolidated.answer>;

export function getFundsConsolidated(callOptions?: CallOptions): Promise<Funds> {
  return request(fundsConsolidated, {}, callOptions);
}

export const fundsEndpoint = defineEndpoint({
  name: 'member.funds',
  description: "The member's balance and the contract-request flags (daily salary, dividend, hourly salary; 1 = a contract awaits an answer).",
  call: fundsConsolidated,
  params: z.strictObject({}),
  run: (_params, env) => getFundsConsolidated({ signal: env.signal }),
});
