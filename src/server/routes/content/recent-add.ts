import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { requireSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { memberGame, recordRecentGame } from '../../content/member-games';
import { code, positiveId } from '../../content/query-fields';

const body = z.object({ nodeId: positiveId, vendor: code.optional() });

/** POST /wps/game/recent { nodeId }: moves a game to the top of the member's recent list (launch does this too). */
export const recentAddRoute: RouteModule = (app, { db }) => {
  app.post('/wps/game/recent', async (req) => {
    const session = requireSession(db, req);
    const input = parseInput(body, req.body);
    const game = memberGame(db, session, input.nodeId, input.vendor);
    recordRecentGame(db, session.memberId, game.nodeId);
    return ok({ nodeId: game.nodeId });
  });
};
