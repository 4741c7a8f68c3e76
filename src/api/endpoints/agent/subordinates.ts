import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

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
