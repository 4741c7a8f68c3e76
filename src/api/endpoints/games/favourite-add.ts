import { z } from 'zod/mini';
import { favouriteAdd } from '../../../contract/games/favourites';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { code, id } from '../../params';

/** What adding or removing a favourite answers: the game and whether it is a favourite now. */
export interface FavouriteChange {
  nodeId: number;
  favourite: boolean;
}

/** Adds a favourite (session): adding a game already there changes nothing. */
export function addFavourite(game: { nodeId: number; vendor?: string }, callOptions?: CallOptions): Promise<FavouriteChange> {
  return request(favouriteAdd, game, callOptions);
}

export const favouriteAddEndpoint = defineEndpoint({
  name: 'games.favouriteAdd',
  description: "Adds a game to the member's favourites (no change when already there); answers { nodeId, favourite: true }.",
  call: favouriteAdd,
  params: z.strictObject({ nodeId: id, vendor: z.optional(code) }),
  run: (p, env) => addFavourite(p, { signal: env.signal }),
});
