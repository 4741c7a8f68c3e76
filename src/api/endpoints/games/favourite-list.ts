import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { code, pageNo, pageSize } from '../../params';
import { definedOnly, gameSchema, pagingSchema } from './schemas';

export const favouriteListSchema = z.extend(pagingSchema, { content: z.array(gameSchema) });
export type FavouriteList = z.infer<typeof favouriteListSchema>;

export interface MemberGamesQuery {
  pageNo?: number;
  pageSize?: number;
  gameType?: string;
  vendor?: string;
  language?: string;
}

/** GET /wps/game/favourite/list (session): favourite games, newest first. */
export function getFavouriteList(q: MemberGamesQuery = {}, callOptions?: CallOptions): Promise<FavouriteList> {
  return call(favouriteListSchema, (signal) => api().options({ signal }).query(definedOnly(q)).get('/wps/game/favourite/list').json(), callOptions);
}

export const favouriteListEndpoint = defineEndpoint({
  name: 'games.favouriteList',
  description: "The member's favourite games, newest first, paged (15 per page by default), optionally of one game type or vendor.",
  params: z.strictObject({ pageNo, pageSize: pageSize(100), gameType: z.optional(code), vendor: z.optional(code) }),
  paged: PAGED('content'),
  session: true,
  run: (p, env) => getFavouriteList({ ...p, language: env.language }, { signal: env.signal }),
});
