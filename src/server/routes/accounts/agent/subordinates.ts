import { agentSubordinates } from '../../../../contract/agent/subordinates';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { subordinatesPage } from '../../../services/member-tree';
import { pageFields, pageWindow } from '../../../http/paging';

/**
 * Every member below the agent (src/contract/agent/subordinates.ts; direct members are level 1),
 * paged, by level then username; `username` filters by substring, `level` keeps levels up to it.
 */
export const subordinatesRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, agentSubordinates, async (q, req) => {
    const s = requireAgent(req);
    const { rows, total } = await subordinatesPage(store.db, s.memberId, { ...pageWindow(q), search: q.username || undefined, maxLevel: q.level });
    return ok({
      list: rows.map(({ id: _id, ...r }) => r),
      ...pageFields(q, total),
    });
  });
};
