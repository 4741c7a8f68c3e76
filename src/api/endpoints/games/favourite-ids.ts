import { z } from 'zod/mini';
import { favouriteIds } from '../../../contract/games/favourites';
import type { CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { request } from '../../request';
import { pageNo, pageSize } from '../../params';

export type FavouriteIds = z.infer<typeof favouriteIds.answer>;

/** The member's favourite node ids (session): the lobby loads page 1 of 100 to draw hearts. */
export function getFavouriteIds(opts: { pageNo?: number; pageSize?: number } = {}, callOptions?: CallOptions): Promise<FavouriteIds> {
  return request(favouriteIds, { pageNo: opts.pageNo ?? 1, pageSize: opts.pageSize ?? 100 }, callOptions);
}

export const favouriteIdsEndpoint = defineEndpoint({
  name: 'games.favouriteIds',
  description: "The node ids of the member's favourite games, newest first, paged (100 per page by default, at most 500), to draw hearts.",
  call: favouriteIds,
  params: z.strictObject({ pageNo, pageSize: pageSize(500) }),
  paged: PAGED('ids'),
  run: (p, env) => getFavouriteIds(p, { signal: env.signal }),
});
