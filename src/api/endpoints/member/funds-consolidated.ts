import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

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
