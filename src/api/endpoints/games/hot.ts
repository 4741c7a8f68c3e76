import { z } from 'zod/mini';
import { hotGames } from '../../../contract/games/catalogue';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { filledOnly } from './schemas';

export type HotGames = z.infer<typeof hotGames.answer>;

/** The hot list in rank order; refresh bypasses the short HTTP cache. */
export function getHotGames(opts: { language?: string; refresh?: boolean; merchantCode?: string } = {}, callOptions?: CallOptions): Promise<HotGames> {
  const query = filledOnly({ isPlatform: '2' as const, platform: 'html5' as const, language: opts.language, merchantCode: opts.merchantCode, refresh: opts.refresh ? ('1' as const) : undefined });
  return request(hotGames, query, callOptions);
}

export const hotGamesEndpoint = defineEndpoint({
  name: 'games.hot',
  description: "The hot games in the operator's rank order (cached a minute; refresh: true bypasses the cache).",
  call: hotGames,
  params: z.strictObject({ refresh: z.optional(z.boolean()) }),
  run: (p, env) => getHotGames({ ...p, language: env.language, merchantCode: env.merchantCode }, { signal: env.signal }),
});
