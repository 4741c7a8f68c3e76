import { favouriteList } from '../../../contract/games/favourites';
import type { RouteModule } from '../../deps';
import { requireSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { pagedGames, type GameFilter } from '../../content/games-list';
import { sessionMerchant } from '../../services/merchant';

/** The filters of the member's game lists (favourites, recent): one game type (ALL: any) and one vendor (any case). */
export function memberGameFilters(q: { gameType?: string; vendor?: string }): Pick<GameFilter, 'gameType' | 'vendor'> {
  return { gameType: q.gameType && q.gameType !== 'ALL' ? q.gameType : undefined, vendor: q.vendor || undefined };
}

/** The member's favourite games, newest first, paged as content (src/contract/games/favourites.ts). */
export const favouriteListRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, favouriteList, async (q, req) => {
    const session = requireSession(req);
    const filter: GameFilter = { merchantCode: sessionMerchant(session), source: { list: 'favourites', memberId: session.memberId }, ...memberGameFilters(q) };
    const { items, ...paging } = await pagedGames(db, filter, 'listed', q);
    return ok({ content: items, ...paging });
  });
};
