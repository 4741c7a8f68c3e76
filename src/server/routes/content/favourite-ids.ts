import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { requireSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { pagingShape } from '../../http/paging';
import { favouriteIdsPage } from '../../content/favourites';

const query = z.object(pagingShape(500, 100));

/** GET /wps/game/favourite/ids: the member's favourite nodeIds, newest first (the lobby loads page 1 of 100). */
export const favouriteIdsRoute: RouteModule = (app, { db }) => {
  app.get('/wps/game/favourite/ids', async (req) => {
    const session = requireSession(db, req);
    const q = parseInput(query, req.query, 'query');
    return ok(favouriteIdsPage(db, session.memberId, q));
  });
};
