import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { requireSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { pagedGames } from '../../content/games-query';
import { requestMerchant } from '../../services/merchant';
import { memberGameFilters, memberGamesQuery } from './favourite-list';

/** Accepts page/pageSize (the spec's spelling for this call) as well as pageNo. */
const query = memberGamesQuery.extend({ page: z.coerce.number().int().min(1).max(100000).optional(), clientType: z.literal('2').optional() });

/** GET /wps/game/recent: the member's recently played games, latest first (value.list). */
export const recentListRoute: RouteModule = (app, { db }) => {
  app.get('/wps/game/recent', async (req) => {
    const session = requireSession(db, req);
    const q = parseInput(query, req.query, 'query');
    const filters = memberGameFilters(q);
    const page = pagedGames(
      db, 'games g JOIN game_recent r ON r.node_id = g.node_id AND r.member_id = ?',
      ['g.merchant_code = ?', ...filters.where], [session.memberId, requestMerchant(db, session), ...filters.params],
      'r.played_at DESC, g.node_id', { pageNo: q.page ?? q.pageNo, pageSize: q.pageSize },
    );
    const { items, ...paging } = page;
    return ok({ list: items, ...paging });
  });
};
