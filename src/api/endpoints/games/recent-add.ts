import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { code, id } from '../../params';

export const recentAddSchema = z.object({ nodeId: z.number().check(z.int()) });

/** POST /wps/game/recent (session): launching a game records it as well. */
export function addRecentGame(game: { nodeId: number; vendor?: string }, callOptions?: CallOptions): Promise<z.infer<typeof recentAddSchema>> {
  return call(recentAddSchema, (signal) => api().options({ signal }).url('/wps/game/recent').json(game).post().json(), callOptions);
}

export const recentAddEndpoint = defineEndpoint({
  name: 'games.recentAdd',
  description: "Moves a game to the top of the member's recent games (launching does the same); answers { nodeId }.",
  params: z.strictObject({ nodeId: id, vendor: z.optional(code) }),
  session: true,
  run: (p, env) => addRecentGame(p, { signal: env.signal }),
});
