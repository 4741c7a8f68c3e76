import { z } from 'zod/mini';
import { agentQuotas } from '../../../contract/agent/quotas';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type Quotas = z.infer<typeof agentQuotas.answer>;

/** Account-opening quotas per member type (total, used, remaining). */
export function getQuotas(callOptions?: CallOptions): Promise<Quotas> {
  return request(agentQuotas, {}, callOptions);
}

export const agentQuotasEndpoint = defineEndpoint({
  name: 'agent.quotas',
  description: 'Account-opening quotas per member type: total, used, remaining.',
  call: agentQuotas,
  params: z.strictObject({}),
  run: (_params, env) => getQuotas({ signal: env.signal }),
});
