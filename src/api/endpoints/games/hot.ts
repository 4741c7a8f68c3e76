import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { definedOnly, gameSchema } from './schemas';

export const hotGamesSchema = z.object({ list: z.array(gameSchema) });
export type HotGames = z.infer<typeof hotGamesSchema>;

/** GET /wps/game/hot: the hot list in rank order; refresh bypasses the short HTTP cache. */
export function getHotGames(opts: { language?: string; refresh?: boolean; merchantCode?: string } = {}, callOptions?: CallOptions): Promise<HotGames> {
  const query = definedOnly({ isPlatform: '2', platform: 'html5', language: opts.language, merchantCode: opts.merchantCode, refresh: opts.refresh ? '1' : undefined });
  return call(hotGamesSchema, (signal) => api().options({ signal }).query(query).get('/wps/game/hot').json(), callOptions);
}

export const hotGamesEndpoint = defineEndpoint({
  name: 'games.hot',
  description: "The hot games in the operator's rank order (cached a minute; refresh: true bypasses the cache).",
  params: z.strictObject({ refresh: z.optional(z.boolean()) }),
  run: (p, env) => getHotGames({ ...p, language: env.language, merchantCode: env.merchantCode }, { signal: env.signal }),
});
