import { z } from 'zod/mini';
import { favouriteList } from '../../../contract/games/favourites';
import type { CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { request } from '../../request';
import { code, pageNo, pageSize } from '../../params';
import { filledOnly } from './schemas';

export type FavouriteList = z.infer<typeof favouriteList.answer>;

export interface MemberGamesQuery {
  pageNo?: number;
  pageSize?: number;
  gameType?: string;
  vendor?: string;
  language?: string;
}

/** Favourite games (session), newest first. */
export function getFavouriteList(q: MemberGamesQuery = {}, callOptions?: CallOptions): Promise<FavouriteList> {
  return request(favouriteList, filledOnly(q), callOptions);
}

export const favouriteListEndpoint = defineEndpoint({
  name: 'games.favouriteList',
  description: "The member's favourite games, newest first, paged (15 per page by default), optionally of one game type or vendor.",
  call: favouriteList,
  params: z.strictObject({ pageNo, pageSize: pageSize(100), gameType: z.optional(code), vendor: z.optional(code) }),
  paged: PAGED('content'),
  run: (p, env) => getFavouriteList({ ...p, language: env.language }, { signal: env.signal }),
});
