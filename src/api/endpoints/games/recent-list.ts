import { z } from 'zod/mini';
import { recentList } from '../../../contract/games/recent';
import type { CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { request } from '../../request';
import { code, pageNo, pageSize } from '../../params';
import type { MemberGamesQuery } from './favourite-list';
import { filledOnly } from './schemas';

export type RecentList = z.infer<typeof recentList.answer>;

/** Recently played games (session), latest first; the page travels as `page`, the spec's spelling for this call. */
export function getRecentGames(q: MemberGamesQuery = {}, callOptions?: CallOptions): Promise<RecentList> {
  const { pageNo, ...rest } = q;
  return request(recentList, filledOnly({ ...rest, page: pageNo, clientType: '2' as const }), callOptions);
}

export const recentListEndpoint = defineEndpoint({
  name: 'games.recentList',
  description: "The member's recently played games, latest first, paged (15 per page by default), optionally of one game type or vendor.",
  call: recentList,
  params: z.strictObject({ pageNo, pageSize: pageSize(100), gameType: z.optional(code), vendor: z.optional(code) }),
  paged: PAGED('list'),
  run: (p, env) => getRecentGames({ ...p, language: env.language }, { signal: env.signal }),
});
