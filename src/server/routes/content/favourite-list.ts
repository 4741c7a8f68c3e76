import { favouriteList } from '../../../contract/games/favourites';
import type { RouteModule } from '../../deps';
import { requireSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { pagedGames } from '../../content/games-query';
import { sessionMerchant } from '../../services/merchant';

/** The SQL filters of the member's game lists (favourites, recent): one game type (ALL: any) and one vendor. */
export function memberGameFilters(q: { gameType?: string; vendor?: string }): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.gameType && q.gameType !== 'ALL') {
    where.push('g.game_type = ?');
    params.push(q.gameType);
  }
  if (q.vendor) {
    where.push('upper(g.vassalage) = upper(?)');
    params.push(q.vendor);
  }
  return { where, params };
}

/** The member's favourite games, newest first, paged as content (src/contract/games/favourites.ts). */
export const favouriteListRoute: RouteModule = (app, deps) => {
  const { db } = deps;
  serve(app, deps, favouriteList, (q, req) => {
    const session = requireSession(req);
    const filters = memberGameFilters(q);
    const page = pagedGames(
      db, 'games g JOIN game_favourites f ON f.node_id = g.node_id AND f.member_id = ?',
      ['g.merchant_code = ?', ...filters.where], [session.memberId, sessionMerchant(session), ...filters.params],
      'f.created_at DESC, g.node_id', q,
    );
    const { items, ...paging } = page;
    return ok({ content: items, ...paging });
  });
};
