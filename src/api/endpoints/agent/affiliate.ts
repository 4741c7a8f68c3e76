import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { text } from '../../params';

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

export const agentAffiliateEndpoint = defineEndpoint({
  name: 'agent.affiliate',
  description: "The agent's affiliate codes with their registration links, and the downline count.",
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getAgentAffiliate({ signal: env.signal }),
});

export const agentAffiliateAddEndpoint = defineEndpoint({
  name: 'agent.affiliateAdd',
  description: 'Adds an affiliate code (optionally bound to a domain); answers the updated codes (409 affiliate.limit beyond 10).',
  params: z.strictObject({ domain: z.optional(text(253)) }),
  session: true,
  run: (p, env) => addAgentAffiliateCode(p.domain, { signal: env.signal }),
});
