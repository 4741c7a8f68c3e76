import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { requireSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { memberGame } from '../../content/member-games';
import { code, positiveId } from '../../content/query-fields';
import { addFavourite } from '../../content/favourites';

export const favouriteBody = z.object({ nodeId: positiveId, vendor: code.optional() });

/** POST /wps/game/favourite { nodeId, vendor }: adds a favourite; adding one already there changes nothing. */
export const favouriteAddRoute: RouteModule = (app, { db }) => {
  app.post('/wps/game/favourite', async (req) => {
    const session = requireSession(db, req);
    const body = parseInput(favouriteBody, req.body);
    const game = memberGame(db, session, body.nodeId, body.vendor);
    addFavourite(db, session.memberId, game.nodeId);
    return ok({ nodeId: game.nodeId, favourite: true });
  });
};
