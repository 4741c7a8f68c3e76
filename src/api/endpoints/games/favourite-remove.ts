import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { code, id } from '../../params';
import { favouriteChangeSchema, type FavouriteChange } from './favourite-add';

/** DELETE /wps/game/favourite (session). */
export function removeFavourite(game: { nodeId: number; vendor?: string }, callOptions?: CallOptions): Promise<FavouriteChange> {
  return call(favouriteChangeSchema, (signal) => api().options({ signal }).json(game).delete('/wps/game/favourite').json(), callOptions);
}

export const favouriteRemoveEndpoint = defineEndpoint({
  name: 'games.favouriteRemove',
  description: "Removes a game from the member's favourites (not an error when absent); answers { nodeId, favourite: false }.",
  params: z.strictObject({ nodeId: id, vendor: z.optional(code) }),
  session: true,
  run: (p, env) => removeFavourite(p, { signal: env.signal }),
});
