import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { requireSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { pageFields, pageWindow, pagingShape } from '../../http/paging';

const query = z.object(pagingShape(500, 100));

/** GET /wps/game/favourite/ids: the member's favourite nodeIds, newest first (the lobby loads page 1 of 100). */
export const favouriteIdsRoute: RouteModule = (app, { db }) => {
  app.get('/wps/game/favourite/ids', async (req) => {
    const session = requireSession(db, req);
    const q = parseInput(query, req.query, 'query');
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM game_favourites WHERE member_id = ?').get(session.memberId) as { n: number };
    const { limit, offset } = pageWindow(q);
    const rows = db
      .prepare('SELECT node_id AS nodeId FROM game_favourites WHERE member_id = ? ORDER BY created_at DESC, node_id LIMIT ? OFFSET ?')
      .all(session.memberId, limit, offset) as { nodeId: number }[];
    return ok({ ids: rows.map((r) => r.nodeId), ...pageFields(q, n) });
  });
};
