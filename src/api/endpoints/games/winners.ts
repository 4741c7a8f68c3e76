import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { code, intIn } from '../../params';
import { definedOnly } from './schemas';

export const winnerSchema = z.object({
  vo: z.object({
    customerName: z.string(),
    gameName: z.string(),
    winAmount: z.number(),
    nodeId: z.number().check(z.int()),
    gameId: z.string(),
    gameType: z.string(),
    vassalage: z.string(),
    winTime: z.string(),
    imageUrl: z.string(),
  }),
});
export const winnersSchema = z.object({ list: z.array(winnerSchema) });
export type Winners = z.infer<typeof winnersSchema>;

/** GET /wps/game/winners: latest wins, largest first. */
export function getWinners(opts: { gameCategory?: string; limitNum?: number; language?: string } = {}, callOptions?: CallOptions): Promise<Winners> {
  const query = definedOnly({ gameCategory: opts.gameCategory ?? 'ALL', limitNum: opts.limitNum ?? 20, language: opts.language });
  return call(winnersSchema, (signal) => api().options({ signal }).query(query).get('/wps/game/winners').json(), callOptions);
}

export const winnersEndpoint = defineEndpoint({
  name: 'games.winners',
  description: 'Latest wins, largest first, names masked (all categories and 20 entries by default, at most 100).',
  params: z.strictObject({ gameCategory: z.optional(code), limitNum: z.optional(intIn(1, 100)) }),
  run: (p, env) => getWinners({ ...p, language: env.language }, { signal: env.signal }),
});
