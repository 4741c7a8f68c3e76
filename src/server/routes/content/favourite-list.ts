import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { requireSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { pagedGames } from '../../content/games-query';
import { requestMerchant } from '../../services/merchant';
import { code, gameTypeCode, language } from '../../content/query-fields';
import { pagingShape } from '../../http/paging';

export const memberGamesQuery = z.object({ ...pagingShape(100, 15), gameType: gameTypeCode.optional(), vendor: code.optional(), language });

export function memberGameFilters(q: z.infer<typeof memberGamesQuery>): { where: string[]; params: unknown[] } {
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

/** GET /wps/game/favourite/list: the member's favourite games, newest first, paged as content. */
export const favouriteListRoute: RouteModule = (app, { db }) => {
  app.get('/wps/game/favourite/list', async (req) => {
    const session = requireSession(db, req);
    const q = parseInput(memberGamesQuery, req.query, 'query');
    const filters = memberGameFilters(q);
    const page = pagedGames(
      db, 'games g JOIN game_favourites f ON f.node_id = g.node_id AND f.member_id = ?',
      ['g.merchant_code = ?', ...filters.where], [session.memberId, requestMerchant(db, session), ...filters.params],
      'f.created_at DESC, g.node_id', q,
    );
    const { items, ...paging } = page;
    return ok({ content: items, ...paging });
  });
};
