import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { pageNo, pageSize } from '../../params';
import { pagingSchema } from './schemas';

export const favouriteIdsSchema = z.extend(pagingSchema, { ids: z.array(z.number().check(z.int())) });
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

/** GET /wps/game/favourite/ids (session): the lobby loads page 1 of 100 to draw hearts. */
export function getFavouriteIds(opts: { pageNo?: number; pageSize?: number } = {}, callOptions?: CallOptions): Promise<FavouriteIds> {
  const query = { pageNo: opts.pageNo ?? 1, pageSize: opts.pageSize ?? 100 };
  return call(favouriteIdsSchema, (signal) => api().options({ signal }).query(query).get('/wps/game/favourite/ids').json(), callOptions);
}

export const favouriteIdsEndpoint = defineEndpoint({
  name: 'games.favouriteIds',
  description: "The node ids of the member's favourite games, newest first, paged (100 per page by default, at most 500), to draw hearts.",
  params: z.strictObject({ pageNo, pageSize: pageSize(500) }),
  paged: PAGED('ids'),
  session: true,
  run: (p, env) => getFavouriteIds(p, { signal: env.signal }),
});
