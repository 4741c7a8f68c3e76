import { z } from 'zod/mini';
import { gameClassify } from '../../../contract/games/catalogue';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { code } from '../../params';
import { filledOnly } from './schemas';

export type GameClassify = z.infer<typeof gameClassify.answer>;

/** Classify tabs for a game type (optionally one vendor). */
export function getGameClassify(opts: { gameType: string; vassalage?: string }, callOptions?: CallOptions): Promise<GameClassify> {
  return request(gameClassify, filledOnly(opts), callOptions);
}

export const gameClassifyEndpoint = defineEndpoint({
  name: 'games.classify',
  description: "The classify bar's tabs { key, vendors } for a game type (optionally one vendor).",
  call: gameClassify,
  params: z.strictObject({ gameType: code, vassalage: z.optional(code) }),
  run: (p, env) => getGameClassify(p, { signal: env.signal }),
});
