import { z } from 'zod/mini';
import { defineCall } from '../call';

const int = () => z.number().check(z.int());

/** Agents only (403 agent.only). */
export const agentQuotas = defineCall({
  method: 'GET',
  path: '/wps/agent/quotas',
  auth: 'session',
  summary: 'How many accounts of each member type the agent may open: total from the operator, used (its direct members of that type), remaining (never below 0).',
  input: z.object({}),
  answer: z.object({ list: z.array(z.object({ type: int(), label: z.string(), total: int(), used: int(), remaining: int() })) }),
});
