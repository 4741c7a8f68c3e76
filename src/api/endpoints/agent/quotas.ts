import { z } from 'zod';
import { api, call } from '../../client';

export const quotasSchema = z.object({
  list: z.array(z.object({ type: z.number().int(), label: z.string(), total: z.number().int(), used: z.number().int(), remaining: z.number().int() })),
});
export type Quotas = z.infer<typeof quotasSchema>;

/** GET /wps/agent/quotas: account-opening quotas per member type (total, used, remaining). */
export function getQuotas(): Promise<Quotas> {
  return call(quotasSchema, (signal) => api().options({ signal }).get('/wps/agent/quotas').json());
}
