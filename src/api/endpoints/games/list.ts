import { z } from 'zod/mini';
import { gameList } from '../../../contract/games/catalogue';
import type { CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { request } from '../../request';
import { code, pageNo, pageSize, text } from '../../params';
import { filledOnly } from './schemas';

export type GameList = z.infer<typeof gameList.answer>;

export interface GameListQuery {
  gameType?: string;
  gameName?: string;
  vassalage?: string;
  gameClassify?: string;
  isNew?: boolean;
  minBet?: number;
  minLine?: number;
  pageNo?: number;
  pageSize?: number;
  language?: string;
  merchantCode?: string;
}

/** One page of games; gameType HOT, FAV (session), ESPORTS, COCKFIGHT are accepted too. */
export function getGameList(q: GameListQuery = {}, callOptions?: CallOptions): Promise<GameList> {
  const query = filledOnly({
    ...q, gameName: q.gameName?.trim(), isNew: q.isNew === undefined ? undefined : q.isNew ? ('1' as const) : ('0' as const),
    platform: 'html5' as const,
  });
  return request(gameList, query, callOptions);
}

export const gameListEndpoint = defineEndpoint({
  name: 'games.list',
  description:
    'One page of games (36 by default, at most 100) filtered by game type (also HOT, FAV with a session, ESPORTS, COCKFIGHT), name, vendor, classify, new, minimum bet or lines.',
  call: gameList,
  params: z.strictObject({
    gameType: z.optional(code),
    gameName: z.optional(text(60)),
    vassalage: z.optional(code),
    gameClassify: z.optional(code),
    isNew: z.optional(z.boolean()),
    minBet: z.optional(z.number().check(z.positive())),
    minLine: z.optional(z.number().check(z.int(), z.positive())),
    pageNo,
    pageSize: pageSize(100),
  }),
  paged: PAGED('games'),
  run: (p, env) => getGameList({ ...p, language: env.language, merchantCode: env.merchantCode }, { signal: env.signal }),
});
