import { favouriteAdd } from '../../../contract/games/favourites';
import type { RouteModule } from '../../deps';
import { requireSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { memberGame } from '../../content/member-games';
import { addFavourite } from '../../content/favourites';

/** Adds a favourite (src/contract/games/favourites.ts); adding one already there changes nothing. */
export const favouriteAddRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, favouriteAdd, async (input, req) => {
    const session = requireSession(req);
    const game = await memberGame(db, session, input.nodeId, input.vendor);
    await addFavourite(db, session.memberId, game.nodeId);
    return ok({ nodeId: game.nodeId, favourite: true });
  });
};
