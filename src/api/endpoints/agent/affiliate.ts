import { z } from 'zod/mini';
import { agentAffiliate, agentAffiliateAdd, type agentAffiliateAnswer } from '../../../contract/agent/affiliate';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { text } from '../../params';

export type AgentAffiliate = z.infer<typeof agentAffiliateAnswer>;

/** The agent's affiliate codes and registration links. */
export function getAgentAffiliate(callOptions?: CallOptions): Promise<AgentAffiliate> {
  return request(agentAffiliate, {}, callOptions);
}

/** Adds an affiliate code (optionally for a domain of its own). */
export function addAgentAffiliateCode(domain?: string, callOptions?: CallOptions): Promise<AgentAffiliate> {
  return request(agentAffiliateAdd, domain ? { domain } : {}, callOptions);
}

export const agentAffiliateEndpoint = defineEndpoint({
  name: 'agent.affiliate',
  description: "The agent's affiliate codes with their registration links, and the downline count.",
  call: agentAffiliate,
  params: z.strictObject({}),
  run: (_params, env) => getAgentAffiliate({ signal: env.signal }),
});

export const agentAffiliateAddEndpoint = defineEndpoint({
  name: 'agent.affiliateAdd',
  description: 'Adds an affiliate code (optionally bound to a domain); answers the updated codes (409 affiliate.limit beyond 10).',
  call: agentAffiliateAdd,
  params: z.strictObject({ domain: z.optional(text(253)) }),
  run: (p, env) => addAgentAffiliateCode(p.domain, { signal: env.signal }),
});
