import type { FastifyRequest } from 'fastify';
import { favouriteRemove } from '../../../contract/games/favourites';
import type { RouteModule } from '../../deps';
import { requireSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { removeFavourite } from '../../content/favourites';

/**
 * The spec's clients send the fields of this DELETE as a JSON body, which then stands in for the
 * query (one or the other, as the call always read them).
 */
async function bodyAsQuery(req: FastifyRequest): Promise<void> {
  if (req.body !== undefined && req.body !== null && typeof req.body === 'object') req.query = req.body;
}

/** Removes a favourite (src/contract/games/favourites.ts): removing a non-favourite is not an error. */
export const favouriteRemoveRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(
    app, deps, favouriteRemove,
    async (input, req) => {
      const session = requireSession(req);
      await removeFavourite(db, session.memberId, input.nodeId);
      return ok({ nodeId: input.nodeId, favourite: false });
    },
    { preValidation: bodyAsQuery },
  );
};
