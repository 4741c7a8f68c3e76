import { favouriteIds } from '../../../contract/games/favourites';
import type { RouteModule } from '../../deps';
import { requireSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { favouriteIdsPage } from '../../content/favourites';

/** The member's favourite nodeIds, newest first (src/contract/games/favourites.ts; the lobby loads page 1 of 100). */
export const favouriteIdsRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, favouriteIds, async (input, req) => {
    const session = requireSession(req);
    return ok(await favouriteIdsPage(db, session.memberId, input));
  });
};
