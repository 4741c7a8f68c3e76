import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

export const recentAddSchema = z.object({ nodeId: z.number().check(z.int()) });

/** POST /wps/game/recent (session): launching a game records it as well. */
export function addRecentGame(game: { nodeId: number; vendor?: string }, callOptions?: CallOptions): Promise<z.infer<typeof recentAddSchema>> {
  return call(recentAddSchema, (signal) => api().options({ signal }).url('/wps/game/recent').json(game).post().json(), callOptions);
}
