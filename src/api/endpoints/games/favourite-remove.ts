import { z } from 'zod/mini';
import { favouriteRemove } from '../../../contract/games/favourites';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { code, id } from '../../params';
import type { FavouriteChange } from './favourite-add';

/** Removes a favourite (session); removing a non-favourite is not an error. */
export function removeFavourite(game: { nodeId: number; vendor?: string }, callOptions?: CallOptions): Promise<FavouriteChange> {
  return request(favouriteRemove, game, callOptions);
}

export const favouriteRemoveEndpoint = defineEndpoint({
  name: 'games.favouriteRemove',
  description: "Removes a game from the member's favourites (not an error when absent); answers { nodeId, favourite: false }.",
  call: favouriteRemove,
  params: z.strictObject({ nodeId: id, vendor: z.optional(code) }),
  run: (p, env) => removeFavourite(p, { signal: env.signal }),
});
