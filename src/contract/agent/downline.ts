import { z } from 'zod/mini';
import { defineCall } from '../call';
import { subordinateAnswer } from './subordinates';
import { ratesAnswer } from './rebates';

/** Agents only; 404 downline.notFound for a name outside the agent's tree. */
export const agentDownline = defineCall({
  method: 'GET',
  path: '/wps/agent/downline/:username',
  auth: 'session',
  summary: 'One member anywhere below the agent, with its level, parent, club label, last login, online state, number of direct members and rebate rates.',
  input: z.object({ username: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)) }),
  answer: z.extend(subordinateAnswer, {
    clubLabel: z.string(),
    lastLoginAt: z.nullable(z.number()),
    online: z.boolean(),
    directCount: z.number().check(z.int()),
    rebates: ratesAnswer,
  }),
});
