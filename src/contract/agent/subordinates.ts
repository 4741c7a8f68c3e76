import { z } from 'zod/mini';
import { defineCall } from '../call';
import { paging, queryInt } from '../fields';

const int = () => z.number().check(z.int());

/** A member somewhere below the agent: level 1 is a direct member, 2 a member of one, ... */
export const subordinateAnswer = z.object({
  username: z.string(),
  nickname: z.string(),
  type: int(),
  balance: z.number(),
  parent: z.string(),
  level: int(),
  createdAt: z.number(),
});

/** Agents only (403 agent.only). */
export const agentSubordinates = defineCall({
  method: 'GET',
  path: '/wps/agent/subordinates',
  auth: 'session',
  summary: 'Every member below the agent (level 1 = direct), by level then username, paged; username filters by substring, level keeps levels up to it.',
  input: z.object({
    ...paging(100, 20),
    username: z.optional(z.string().check(z.trim(), z.maxLength(32))),
    level: z.optional(queryInt(1, 20)),
  }),
  answer: z.object({ list: z.array(subordinateAnswer), pageNum: int(), pageSize: int(), totalCount: int(), totalPages: int() }),
});
