import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

export const agentAffiliateSchema = z.object({
  list: z.array(z.object({ code: z.string(), domain: z.string(), url: z.string() })),
  downlineCount: z.number().check(z.int()),
});
export type AgentAffiliate = z.infer<typeof agentAffiliateSchema>;

/** GET /wps/agent/affiliate: the agent's affiliate codes and registration links. */
export function getAgentAffiliate(callOptions?: CallOptions): Promise<AgentAffiliate> {
  return call(agentAffiliateSchema, (signal) => api().options({ signal }).get('/wps/agent/affiliate').json(), callOptions);
}

/** POST /wps/agent/affiliate: adds an affiliate code (optionally for a domain of its own). */
export function addAgentAffiliateCode(domain?: string, callOptions?: CallOptions): Promise<AgentAffiliate> {
  return call(agentAffiliateSchema, (signal) => api().options({ signal }).post(domain ? { domain } : {}, '/wps/agent/affiliate').json(), callOptions);
}
