import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { code, pageNo, pageSize } from '../../params';
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

export const recentListEndpoint = defineEndpoint({
  name: 'games.recentList',
  description: "The member's recently played games, latest first, paged (15 per page by default), optionally of one game type or vendor.",
  params: z.strictObject({ pageNo, pageSize: pageSize(100), gameType: z.optional(code), vendor: z.optional(code) }),
  paged: PAGED('list'),
  session: true,
  run: (p, env) => getRecentGames({ ...p, language: env.language }, { signal: env.signal }),
});
