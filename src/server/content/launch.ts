import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open';
import { fail } from '../http/reply';
import { findGameByNode, GAME_COLUMNS, type GameRow } from './games-query';

/** How long a launch URL stays valid. */
export const LAUNCH_TICKET_TTL_MS = 2 * 60 * 60 * 1000;

/** How a launch call names its game: by nodeId, by gameId (or roomId), or a vendor's lobby. */
export interface LaunchTargetQuery {
  nodeId?: number;
  gameId?: string;
  roomId?: string;
  vassalage?: string;
  gameType?: string;
}

/** A launch to record: who plays which game of which merchant, and how. */
export interface NewLaunch {
  memberId: number;
  merchantCode: string;
  nodeId: number;
  playType: string;
  gameCode: string;
}

/** A launch ticket's game and player, as the play page shows them. */
export interface LaunchView {
  playType: string;
  gameCode: string;
  createdAt: number;
  gameId: string;
  gameName: string;
  nodeName: string;
  username: string;
}

/**
 * The game a launch call names, first match wins: nodeId, then gameId or roomId, then a vendor
 * lobby (sports books, lotteries: the vendor's first game, of the type when given). 400 when the
 * call names none, 404 when the merchant has no such game.
 */
export function findLaunchTarget(db: Db, merchantCode: string, q: LaunchTargetQuery): GameRow {
  const sql = `SELECT ${GAME_COLUMNS} FROM games g WHERE g.merchant_code = ?`;
  const gameId = q.gameId ?? q.roomId;
  let game: GameRow | null | undefined;
  if (q.nodeId) game = findGameByNode(db, merchantCode, q.nodeId);
  else if (gameId) game = db.prepare(`${sql} AND g.game_id = ?`).get(merchantCode, gameId) as GameRow | undefined;
  else if (q.vassalage) {
    game = db
      .prepare(`${sql} AND upper(g.vassalage) = upper(?) AND (? IS NULL OR g.game_type = ?) ORDER BY g.sort LIMIT 1`)
      .get(merchantCode, q.vassalage, q.gameType ?? null, q.gameType ?? null) as GameRow | undefined;
  } else fail(400, 'validation.failed', 'Invalid query: one of nodeId, gameId, roomId or vassalage is required');
  if (!game) fail(404, 'game.notFound', 'The game does not exist or is no longer available');
  return game;
}

/** Whether the vendor's games are for real members only (trial accounts refused); unlisted vendors are. */
export function vendorNeedsRealMember(db: Db, merchantCode: string, vendorCode: string): boolean {
  const vendor = db.prepare('SELECT needs_real_member AS needsReal FROM vendors WHERE merchant_code = ? AND code = ?').get(merchantCode, vendorCode) as
    | { needsReal: number }
    | undefined;
  return (vendor?.needsReal ?? 1) === 1;
}

/**
 * Records a launch under a new random ticket and answers the ticket; the launch URL carries the
 * ticket so the session token never travels in a URL.
 */
export function issueLaunchTicket(db: Db, launch: NewLaunch, now: number): string {
  const ticket = randomBytes(18).toString('base64url');
  db.prepare('INSERT INTO game_launches (ticket, member_id, merchant_code, node_id, play_type, game_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    ticket, launch.memberId, launch.merchantCode, launch.nodeId, launch.playType, launch.gameCode, now,
  );
  return ticket;
}

/** The launch behind a ticket, or null when there is none or it is older than LAUNCH_TICKET_TTL_MS. */
export function activeLaunch(db: Db, ticket: string, now = Date.now()): LaunchView | null {
  const row = db
    .prepare(
      `SELECT l.play_type AS playType, l.game_code AS gameCode, l.created_at AS createdAt, g.game_id AS gameId, g.game_name AS gameName,
              g.node_name AS nodeName, m.username
         FROM game_launches l JOIN games g ON g.merchant_code = l.merchant_code AND g.node_id = l.node_id
         JOIN members m ON m.id = l.member_id WHERE l.ticket = ?`,
    )
    .get(ticket) as LaunchView | undefined;
  if (!row || row.createdAt + LAUNCH_TICKET_TTL_MS < now) return null;
  return row;
}
