import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
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
