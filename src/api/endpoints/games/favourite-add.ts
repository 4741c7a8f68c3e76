import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { code, id } from '../../params';

export const favouriteChangeSchema = z.object({ nodeId: z.number().check(z.int()), favourite: z.boolean() });
export type FavouriteChange = z.infer<typeof favouriteChangeSchema>;

/** POST /wps/game/favourite (session): adding a game already there changes nothing. */
export function addFavourite(game: { nodeId: number; vendor?: string }, callOptions?: CallOptions): Promise<FavouriteChange> {
  return call(favouriteChangeSchema, (signal) => api().options({ signal }).url('/wps/game/favourite').json(game).post().json(), callOptions);
}

export const favouriteAddEndpoint = defineEndpoint({
  name: 'games.favouriteAdd',
  description: "Adds a game to the member's favourites (no change when already there); answers { nodeId, favourite: true }.",
  params: z.strictObject({ nodeId: id, vendor: z.optional(code) }),
  session: true,
  run: (p, env) => addFavourite(p, { signal: env.signal }),
});
