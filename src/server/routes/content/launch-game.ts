import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { RouteModule } from '../../deps';
import type { Db } from '../../db/open';
import { requireSession, TRIAL_TYPE } from '../../auth/session';
import { fail, ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { GAME_COLUMNS, type GameRow } from '../../content/games-query';
import { requestMerchant } from '../../services/merchant';
import { recordRecentGame } from '../../content/member-games';
import { code, gameTypeCode, positiveId, queryFlag } from '../../content/query-fields';

/** How long a launch URL stays valid. */
export const LAUNCH_TICKET_TTL_MS = 2 * 60 * 60 * 1000;

const query = z.object({
  gameType: gameTypeCode.optional(),
  vassalage: code.optional(),
  gameCode: z.string().trim().min(1).max(64).default('lobby'),
  gameId: z.string().trim().max(80).optional(),
  roomId: z.string().trim().max(80).optional(),
  nodeId: positiveId.optional(),
  supportPlay: queryFlag.optional(),
  isGameH5: queryFlag.optional(),
  playType: z.enum(['trad', 'ent']).default('trad'),
  lottoMode: z.string().max(20).optional(),
  prizeMode: z.enum(['Lott', 'ZY', 'Elott']).optional(),
});

function findLaunchTarget(db: Db, merchant: string, q: z.infer<typeof query>): GameRow {
  const sql = `SELECT ${GAME_COLUMNS} FROM games g WHERE g.merchant_code = ?`;
  const gameId = q.gameId ?? q.roomId;
  let game: GameRow | undefined;
  if (q.nodeId) game = db.prepare(`${sql} AND g.node_id = ?`).get(merchant, q.nodeId) as GameRow | undefined;
  else if (gameId) game = db.prepare(`${sql} AND g.game_id = ?`).get(merchant, gameId) as GameRow | undefined;
  else if (q.vassalage) {
    // A vendor lobby (sports books, lotteries): the vendor's first game of that type.
    game = db
      .prepare(`${sql} AND upper(g.vassalage) = upper(?) AND (? IS NULL OR g.game_type = ?) ORDER BY g.sort LIMIT 1`)
      .get(merchant, q.vassalage, q.gameType ?? null, q.gameType ?? null) as GameRow | undefined;
  } else fail(400, 'validation.failed', 'Invalid query: one of nodeId, gameId, roomId or vassalage is required');
  if (!game) fail(404, 'game.notFound', 'The game does not exist or is no longer available');
  return game;
}

/**
 * GET /wps/game/launchGame: checks the member may play, records a recent game and answers a
 * launch URL on this server (/play/<ticket>) so the session token never travels in a URL.
 */
export const launchGameRoute: RouteModule = (app, { db }) => {
  app.get('/wps/game/launchGame', async (req) => {
    const session = requireSession(db, req);
    const q = parseInput(query, req.query, 'query');
    const merchant = requestMerchant(db, session);
    const game = findLaunchTarget(db, merchant, q);
    const vendor = db.prepare('SELECT needs_real_member AS needsReal FROM vendors WHERE merchant_code = ? AND code = ?').get(merchant, game.vassalage) as
      | { needsReal: number }
      | undefined;
    if (session.type === TRIAL_TYPE && (vendor?.needsReal ?? 1) === 1) {
      fail(403, 'free_reject', 'Please login an actual account to use this function');
    }
    const ticket = randomBytes(18).toString('base64url');
    const now = Date.now();
    db.prepare('INSERT INTO game_launches (ticket, member_id, merchant_code, node_id, play_type, game_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      ticket, session.memberId, merchant, game.nodeId, q.playType, q.gameCode, now,
    );
    recordRecentGame(db, session.memberId, game.nodeId, now);
    return ok({
      url: `/play/${ticket}`, nodeId: game.nodeId, gameId: game.gameId, gameName: game.gameName, vassalage: game.vassalage,
      gameType: game.gameType, playType: q.playType, prizeMode: q.prizeMode ?? null, expiresAt: now + LAUNCH_TICKET_TTL_MS,
    });
  });
};
