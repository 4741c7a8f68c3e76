import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
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
