import { recentList } from '../../../contract/games/recent';
import type { RouteModule } from '../../deps';
import { requireSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { pagedGames } from '../../content/games-query';
import { sessionMerchant } from '../../services/merchant';
import { memberGameFilters } from './favourite-list';

/** The member's recently played games, latest first (value.list; src/contract/games/recent.ts); `page` wins over pageNo. */
export const recentListRoute: RouteModule = (app, deps) => {
  const { db } = deps;
  serve(app, deps, recentList, (q, req) => {
    const session = requireSession(req);
    const filters = memberGameFilters(q);
    const page = pagedGames(
      db, 'games g JOIN game_recent r ON r.node_id = g.node_id AND r.member_id = ?',
      ['g.merchant_code = ?', ...filters.where], [session.memberId, sessionMerchant(session), ...filters.params],
      'r.played_at DESC, g.node_id', { pageNo: q.page ?? q.pageNo, pageSize: q.pageSize },
    );
    const { items, ...paging } = page;
    return ok({ list: items, ...paging });
  });
};
