import { z } from 'zod';
import { api, call } from '../../client';

/** GET /wps/member/info/funds/consolidated: balance and contract request flags (non-zero = prompt). */
export const fundsSchema = z.object({
  sumBalance: z.number(),
  dailysalreqtype: z.number().int(),
  divtypecompperiodreq: z.number().int(),
  contracthoursalreq: z.number().int(),
});
export type Funds = z.infer<typeof fundsSchema>;

export function getFundsConsolidated(): Promise<Funds> {
  return call(fundsSchema, (signal) => api().options({ signal }).get('/wps/member/info/funds/consolidated').json());
}
