import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import type { MemberGamesQuery } from './favourite-list';
import { definedOnly, gameSchema, pagingSchema } from './schemas';

export const recentListSchema = z.extend(pagingSchema, { list: z.array(gameSchema) });
export type RecentList = z.infer<typeof recentListSchema>;

/** GET /wps/game/recent (session): recently played games, latest first. */
export function getRecentGames(q: MemberGamesQuery = {}, callOptions?: CallOptions): Promise<RecentList> {
  const { pageNo, ...rest } = q;
  const query = definedOnly({ ...rest, page: pageNo, clientType: '2' });
  return call(recentListSchema, (signal) => api().options({ signal }).query(query).get('/wps/game/recent').json(), callOptions);
}
