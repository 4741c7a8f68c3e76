import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { requireSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { memberGame, recordRecentGame } from '../../content/member-games';
import { code, positiveId } from '../../content/query-fields';

const body = z.object({ nodeId: positiveId, vendor: code.optional() });

const query = z.object({ nodeId: positiveId, vendor: code.optional() });

/**
 * POST /wps/game/recent { nodeId } or GET /wps/game/recent/add?nodeId=&vendor= (the spec lists a
 * GET): moves a game to the top of the member's recent list (launch does this too).
 */
export const recentAddRoute: RouteModule = (app, { db }) => {
  const add = (req: FastifyRequest, input: { nodeId: number; vendor?: string }) => {
    const session = requireSession(db, req);
    const game = memberGame(db, session, input.nodeId, input.vendor);
    recordRecentGame(db, session.memberId, game.nodeId);
    return ok({ nodeId: game.nodeId });
  };
  app.post('/wps/game/recent', async (req) => add(req, parseInput(body, req.body)));
  app.get('/wps/game/recent/add', async (req) => add(req, parseInput(query, req.query, 'query')));
};
