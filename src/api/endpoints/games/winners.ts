import { z } from 'zod/mini';
import { winners } from '../../../contract/games/catalogue';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { code, intIn } from '../../params';
import { filledOnly } from './schemas';

export type Winners = z.infer<typeof winners.answer>;

/** Latest wins, largest first. */
export function getWinners(opts: { gameCategory?: string; limitNum?: number; language?: string } = {}, callOptions?: CallOptions): Promise<Winners> {
  return request(winners, filledOnly({ gameCategory: opts.gameCategory ?? 'ALL', limitNum: opts.limitNum ?? 20, language: opts.language }), callOptions);
}

export const winnersEndpoint = defineEndpoint({
  name: 'games.winners',
  description: 'Latest wins, largest first, names masked (all categories and 20 entries by default, at most 100).',
  call: winners,
  params: z.strictObject({ gameCategory: z.optional(code), limitNum: z.optional(intIn(1, 100)) }),
  run: (p, env) => getWinners({ ...p, language: env.language }, { signal: env.signal }),
});
