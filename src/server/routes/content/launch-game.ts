import { launchGame } from '../../../contract/games/launch';
import type { RouteModule } from '../../deps';
import { requireSession, TRIAL_TYPE } from '../../auth/session';
import { fail, ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { sessionMerchant } from '../../services/merchant';
import { findLaunchTarget, issueLaunchTicket, LAUNCH_TICKET_TTL_MS, vendorNeedsRealMember } from '../../content/launch';
import { recordRecentGame } from '../../content/member-games';

/**
 * Launch (src/contract/games/launch.ts): checks the member may play, records a recent game and
 * answers a launch URL on this server (/play/<ticket>) so the session token never travels in a URL.
 */
export const launchGameRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, launchGame, async (q, req) => {
    const session = requireSession(req);
    const merchant = sessionMerchant(session);
    const game = await findLaunchTarget(db, merchant, q);
    const needsRealMember = await vendorNeedsRealMember(db, merchant, game.vassalage);
    if (session.type === TRIAL_TYPE && needsRealMember) {
      fail(403, 'free_reject', 'Please login an actual account to use this function');
    }
    const now = Date.now();
    const ticket = await issueLaunchTicket(db, { memberId: session.memberId, merchantCode: merchant, nodeId: game.nodeId, playType: q.playType, gameCode: q.gameCode }, now);
    await recordRecentGame(db, session.memberId, game.nodeId, now);
    return ok({
      url: `/play/${ticket}`, nodeId: game.nodeId, gameId: game.gameId, gameName: game.gameName, vassalage: game.vassalage,
      gameType: game.gameType, playType: q.playType, prizeMode: q.prizeMode ?? null, expiresAt: now + LAUNCH_TICKET_TTL_MS,
    });
  });
};
