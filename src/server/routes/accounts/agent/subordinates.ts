import { z } from 'zod';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { subordinatesPage } from '../../../services/member-tree';
import { pageFields, pageWindow, pagingShape } from '../../../http/paging';

const query = z.object({
  ...pagingShape(100, 20),
  username: z.string().trim().max(32).optional(),
  level: z.coerce.number().int().min(1).max(20).optional(),
});

/**
 * GET /wps/agent/subordinates?pageNo=&pageSize=&username=&level=: every member below the agent
 * (direct members are level 1), paged, by level then username; `username` filters by substring,
 * `level` keeps levels up to it.
 */
export const subordinatesRoute: RouteModule = (app, { db }) => {
  app.get('/wps/agent/subordinates', (req) => {
    const s = requireAgent(db, req);
    const q = parseInput(query, req.query, 'query');
    const { rows, total } = subordinatesPage(db, s.memberId, { ...pageWindow(q), search: q.username || undefined, maxLevel: q.level });
    return ok({
      list: rows.map(({ id: _id, ...r }) => r),
      ...pageFields(q, total),
    });
  });
};
