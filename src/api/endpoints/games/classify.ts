import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { code } from '../../params';
import { definedOnly } from './schemas';

export const gameClassifySchema = z.object({ list: z.array(z.object({ key: z.string(), vendors: z.array(z.string()) })) });
export type GameClassify = z.infer<typeof gameClassifySchema>;

/** GET /wps/game/classify: classify tabs for a game type (optionally one vendor). */
export function getGameClassify(opts: { gameType: string; vassalage?: string }, callOptions?: CallOptions): Promise<GameClassify> {
  return call(gameClassifySchema, (signal) => api().options({ signal }).query(definedOnly(opts)).get('/wps/game/classify').json(), callOptions);
}

export const gameClassifyEndpoint = defineEndpoint({
  name: 'games.classify',
  description: "The classify bar's tabs { key, vendors } for a game type (optionally one vendor).",
  params: z.strictObject({ gameType: code, vassalage: z.optional(code) }),
  run: (p, env) => getGameClassify(p, { signal: env.signal }),
});
