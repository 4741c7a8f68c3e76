import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

export const favouriteChangeSchema = z.object({ nodeId: z.number().check(z.int()), favourite: z.boolean() });
export type FavouriteChange = z.infer<typeof favouriteChangeSchema>;

/** POST /wps/game/favourite (session): adding a game already there changes nothing. */
export function addFavourite(game: { nodeId: number; vendor?: string }, callOptions?: CallOptions): Promise<FavouriteChange> {
  return call(favouriteChangeSchema, (signal) => api().options({ signal }).url('/wps/game/favourite').json(game).post().json(), callOptions);
}
