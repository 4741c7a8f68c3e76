import type { FastifyRequest } from 'fastify';
import { recentAdd, recentAddByQuery } from '../../../contract/games/recent';
import type { RouteModule } from '../../deps';
import { requireSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { memberGame, recordRecentGame } from '../../content/member-games';

/**
 * Recent-game add (src/contract/games/recent.ts), as a POST with a body or as the spec's GET with
 * a query: moves a game to the top of the member's recent list (launch does this too).
 */
export const recentAddRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  const add = async (input: { nodeId: number; vendor?: string }, req: FastifyRequest) => {
    const session = requireSession(req);
    const game = await memberGame(db, session, input.nodeId, input.vendor);
    await recordRecentGame(db, session.memberId, game.nodeId);
    return ok({ nodeId: game.nodeId });
  };
  serve(app, deps, recentAdd, add);
  serve(app, deps, recentAddByQuery, add);
};
