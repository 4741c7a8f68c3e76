import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

/** GET /wps/member/info/funds/consolidated: balance and contract request flags (non-zero = prompt). */
export const fundsSchema = z.object({
  sumBalance: z.number(),
  dailysalreqtype: z.number().check(z.int()),
  divtypecompperiodreq: z.number().check(z.int()),
  contracthoursalreq: z.number().check(z.int()),
});
export type Funds = z.infer<typeof fundsSchema>;

export function getFundsConsolidated(callOptions?: CallOptions): Promise<Funds> {
  return call(fundsSchema, (signal) => api().options({ signal }).get('/wps/member/info/funds/consolidated').json(), callOptions);
}

export const fundsEndpoint = defineEndpoint({
  name: 'member.funds',
  description: "The member's balance and the contract-request flags (daily salary, dividend, hourly salary; 1 = a contract awaits an answer).",
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getFundsConsolidated({ signal: env.signal }),
});
