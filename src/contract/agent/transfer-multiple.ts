import { z } from 'zod/mini';
import { defineCall } from '../call';
import { moneyUpTo, required } from '../fields';

/**
 * Agents only. One transaction: all transfers happen or none does (an unknown or disabled member,
 * whose field is `transfers.<i>.username`, or a total above the agent's balance refuses the batch).
 */
export const agentTransferMultiple = defineCall({
  method: 'POST',
  path: '/wps/agent/transferMultipleDownline',
  auth: 'session',
  summary: "Moves money from the agent to several direct members at once (1-50, each named once); answers the agent's balance, the total and each member's balance.",
  input: z.object({
    transfers: z
      .array(z.object({ username: required(32), amount: moneyUpTo(1_000_000) }))
      .check(
        z.minLength(1, 'needs at least one transfer'),
        z.maxLength(50, 'at most 50 transfers at once'),
        z.refine((t) => new Set(t.map((x) => x.username.toLowerCase())).size === t.length, 'names a member twice'),
      ),
  }),
  answer: z.object({
    sumBalance: z.number(),
    total: z.number(),
    transfers: z.array(z.object({ username: z.string(), amount: z.number(), balance: z.number() })),
  }),
});
