import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { pagingSchema } from './schemas';

export const favouriteIdsSchema = z.extend(pagingSchema, { ids: z.array(z.number().check(z.int())) });
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

/** GET /wps/game/favourite/ids (session): the lobby loads page 1 of 100 to draw hearts. */
export function getFavouriteIds(opts: { pageNo?: number; pageSize?: number } = {}, callOptions?: CallOptions): Promise<FavouriteIds> {
  const query = { pageNo: opts.pageNo ?? 1, pageSize: opts.pageSize ?? 100 };
  return call(favouriteIdsSchema, (signal) => api().options({ signal }).query(query).get('/wps/game/favourite/ids').json(), callOptions);
}
