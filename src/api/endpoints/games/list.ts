import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { definedOnly, gameSchema, pagingSchema } from './schemas';

export const gameListSchema = z.extend(pagingSchema, { games: z.array(gameSchema) });
export type GameList = z.infer<typeof gameListSchema>;

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

/** GET /wps/game/list: one page of games; gameType HOT, FAV (session), ESPORTS, COCKFIGHT are accepted too. */
export function getGameList(q: GameListQuery = {}, callOptions?: CallOptions): Promise<GameList> {
  const query = definedOnly({
    ...q, gameName: q.gameName?.trim(), isNew: q.isNew === undefined ? undefined : q.isNew ? '1' : '0',
    platform: 'html5', clientType: 2, imageSize: 'rx2',
  });
  return call(gameListSchema, (signal) => api().options({ signal }).query(query).get('/wps/game/list').json(), callOptions);
}
