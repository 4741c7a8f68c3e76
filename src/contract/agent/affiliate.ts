import { z } from 'zod/mini';
import { defineCall } from '../call';

/** The agent's codes, each with the registration link it hands out, and its number of direct members. */
export const agentAffiliateAnswer = z.object({
  list: z.array(z.object({ code: z.string(), domain: z.string(), url: z.string() })),
  downlineCount: z.number().check(z.int()),
});

/** Agents only (403 agent.only). */
export const agentAffiliate = defineCall({
  method: 'GET',
  path: '/wps/agent/affiliate',
  auth: 'session',
  summary: "The agent's affiliate codes with their registration links, and the number of its direct members.",
  input: z.object({}),
  answer: agentAffiliateAnswer,
});

/** Agents only; at most 10 codes (409 affiliate.limit). */
export const agentAffiliateAdd = defineCall({
  method: 'POST',
  path: '/wps/agent/affiliate',
  auth: 'session',
  summary: 'Adds an affiliate code, optionally bound to a domain of its own; answers the updated codes.',
  input: z.object({
    domain: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, 'must be a domain name'), z.maxLength(253))),
  }),
  answer: agentAffiliateAnswer,
});
