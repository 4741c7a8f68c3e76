import { recentList } from '../../../contract/games/recent';
import type { RouteModule } from '../../deps';
import { requireSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { pagedGames, type GameFilter } from '../../content/games-list';
import { sessionMerchant } from '../../services/merchant';
import { memberGameFilters } from './favourite-list';

/** The member's recently played games, latest first (value.list; src/contract/games/recent.ts); `page` wins over pageNo. */
export const recentListRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, recentList, async (q, req) => {
    const session = requireSession(req);
    const filter: GameFilter = { merchantCode: sessionMerchant(session), source: { list: 'recent', memberId: session.memberId }, ...memberGameFilters(q) };
    const { items, ...paging } = await pagedGames(db, filter, 'listed', { pageNo: q.page ?? q.pageNo, pageSize: q.pageSize });
    return ok({ list: items, ...paging });
  });
};
