import { api, call, type CallOptions } from '../../client';
import { favouriteChangeSchema, type FavouriteChange } from './favourite-add';

/** DELETE /wps/game/favourite (session). */
export function removeFavourite(game: { nodeId: number; vendor?: string }, callOptions?: CallOptions): Promise<FavouriteChange> {
  return call(favouriteChangeSchema, (signal) => api().options({ signal }).json(game).delete('/wps/game/favourite').json(), callOptions);
}
