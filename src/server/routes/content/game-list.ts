import { gameList } from '../../../contract/games/catalogue';
import type { RouteModule } from '../../deps';
import { getSession, requireSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { pagedGames, type GameFilter } from '../../content/games-list';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS } from '../../content/vendor-grouping';

/** Split-out categories are SPORTS games of particular vendors. */
const SPORTS_SUBSETS: Record<string, readonly string[]> = { ESPORTS: ESPORTS_VENDORS, COCKFIGHT: COCKFIGHT_VENDORS };

/**
 * Paged, filtered game list (src/contract/games/catalogue.ts). gameType HOT keeps hot games, FAV the
 * member's favourites (session required); ESPORTS and COCKFIGHT are the SPORTS games of those vendors.
 */
export const gameListRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, gameList, async (q, req) => {
    const session = getSession(req);
    const filter: GameFilter = { merchantCode: requestMerchant(req, merchantParam(q)), source: { list: 'catalogue' } };
    if (q.gameType === 'FAV') {
      // No session: requireSession answers session.required or session.expired.
      const member = session ?? requireSession(req);
      filter.source = { list: 'favourites', memberId: member.memberId };
    } else if (q.gameType === 'HOT') {
      filter.hotOnly = true;
    } else if (q.gameType && SPORTS_SUBSETS[q.gameType]) {
      filter.gameType = 'SPORTS';
      filter.vendorsIn = SPORTS_SUBSETS[q.gameType];
    } else if (q.gameType && q.gameType !== 'ALL') {
      filter.gameType = q.gameType;
    }
    const name = q.gameName?.trim();
    if (name) filter.nameContains = name;
    if (q.vassalage) filter.vendor = q.vassalage;
    if (q.gameClassify) filter.classification = q.gameClassify;
    if (q.isNew !== undefined) filter.isNew = q.isNew;
    if (q.minBet !== undefined) filter.minBetUpTo = q.minBet;
    if (q.minLine !== undefined) filter.minLineUpTo = q.minLine;
    const { items, ...paging } = await pagedGames(db, filter, q.gameType === 'HOT' ? 'hotRank' : 'catalogue', q);
    return ok({ games: items, ...paging });
  });
};
