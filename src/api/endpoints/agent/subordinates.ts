import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { intIn, pageNo, pageSize, text } from '../../params';

export const subordinateSchema = z.object({
  username: z.string(),
  nickname: z.string(),
  type: z.number().check(z.int()),
  balance: z.number(),
  parent: z.string(),
  level: z.number().check(z.int()),
  createdAt: z.number(),
});
export const subordinatesSchema = z.object({
  list: z.array(subordinateSchema),
  pageNum: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  totalCount: z.number().check(z.int()),
  totalPages: z.number().check(z.int()),
});
export type Subordinates = z.infer<typeof subordinatesSchema>;

/** GET /wps/agent/subordinates: every member below the agent, paged (level 1 = direct). */
export function getSubordinates(opts: { pageNo?: number; pageSize?: number; username?: string; level?: number } = {}, callOptions?: CallOptions): Promise<Subordinates> {
  const query = Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
  return call(subordinatesSchema, (signal) => api().options({ signal }).query(query).get('/wps/agent/subordinates').json(), callOptions);
}

export const agentSubordinatesEndpoint = defineEndpoint({
  name: 'agent.subordinates',
  description: 'Every member below the agent (level 1 = direct), by level then username, paged; username filters by substring, level keeps levels up to it.',
  params: z.strictObject({ pageNo, pageSize: pageSize(100), username: z.optional(text(32)), level: z.optional(intIn(1, 20)) }),
  paged: PAGED('list'),
  session: true,
  run: (p, env) => getSubordinates(p, { signal: env.signal }),
});
