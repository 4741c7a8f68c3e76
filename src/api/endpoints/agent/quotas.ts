import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

export const quotasSchema = z.object({
  list: z.array(z.object({ type: z.number().check(z.int()), label: z.string(), total: z.number().check(z.int()), used: z.number().check(z.int()), remaining: z.number().check(z.int()) })),
});
export type Quotas = z.infer<typeof quotasSchema>;

/** GET /wps/agent/quotas: account-opening quotas per member type (total, used, remaining). */
export function getQuotas(callOptions?: CallOptions): Promise<Quotas> {
  return call(quotasSchema, (signal) => api().options({ signal }).get('/wps/agent/quotas').json(), callOptions);
}

export const agentQuotasEndpoint = defineEndpoint({
  name: 'agent.quotas',
  description: 'Account-opening quotas per member type: total, used, remaining.',
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getQuotas({ signal: env.signal }),
});
