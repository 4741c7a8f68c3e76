import { z } from 'zod/mini';
import { recentAdd } from '../../../contract/games/recent';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { code, id } from '../../params';

/** Moves a game to the top of the member's recent games (session); launching a game records it as well. */
export function addRecentGame(game: { nodeId: number; vendor?: string }, callOptions?: CallOptions): Promise<z.infer<typeof recentAdd.answer>> {
  return request(recentAdd, game, callOptions);
}

export const recentAddEndpoint = defineEndpoint({
  name: 'games.recentAdd',
  description: "Moves a game to the top of the member's recent games (launching does the same); answers { nodeId }.",
  call: recentAdd,
  params: z.strictObject({ nodeId: id, vendor: z.optional(code) }),
  run: (p, env) => addRecentGame(p, { signal: env.signal }),
});
