import type { RouteModule } from '../../deps';
import { requireSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { removeFavourite } from '../../content/favourites';
import { favouriteBody } from './favourite-add';

/** DELETE /wps/game/favourite { nodeId, vendor } (JSON body or query): removing a non-favourite is not an error. */
export const favouriteRemoveRoute: RouteModule = (app, { db }) => {
  app.delete('/wps/game/favourite', async (req) => {
    const session = requireSession(db, req);
    const hasBody = req.body !== undefined && req.body !== null && typeof req.body === 'object';
    const input = parseInput(favouriteBody, hasBody ? req.body : req.query, hasBody ? 'body' : 'query');
    removeFavourite(db, session.memberId, input.nodeId);
    return ok({ nodeId: input.nodeId, favourite: false });
  });
};
