import { z } from 'zod/mini';
import { defineCall } from '../call';
import { moneyUpTo, required } from '../fields';

/** A direct member as the agent's lists show one. */
export const directMemberAnswer = z.object({ username: z.string(), nickname: z.string(), type: z.number().check(z.int()), balance: z.number(), createdAt: z.number() });

/** Agents only (403 agent.only). */
export const agentDownlines = defineCall({
  method: 'GET',
  path: '/wps/agent/downlines',
  auth: 'session',
  summary: "The agent's direct members with their balances, by username.",
  input: z.object({}),
  answer: z.array(directMemberAnswer),
});

/** Agents only; never to a disabled member. */
export const agentTransfer = defineCall({
  method: 'POST',
  path: '/wps/agent/transferDownline',
  auth: 'session',
  summary: "Moves money from the agent's wallet to a direct member, atomically; answers the agent's new balance.",
  input: z.object({ username: required(32), amount: moneyUpTo(1_000_000) }),
  answer: z.object({ sumBalance: z.number() }),
});
