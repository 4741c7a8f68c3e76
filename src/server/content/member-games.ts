import type { Db } from '../db/open';
import type { SessionRow } from '../auth/session';
import { fail } from '../http/reply';
import { sessionMerchant } from '../services/merchant';
import { findGameByNode, type GameRow } from './games-query';

/** Recent games kept per member; older entries fall off. */
export const RECENT_LIMIT = 50;

/** The game a member refers to by nodeId (and optionally vendor), or a 404 that says which. */
export function memberGame(db: Db, session: SessionRow, nodeId: number, vendor?: string): GameRow {
  const game = findGameByNode(db, sessionMerchant(session), nodeId);
  if (!game || (vendor && game.vassalage.toUpperCase() !== vendor.toUpperCase())) {
    fail(404, 'game.notFound', `No game with nodeId ${nodeId}${vendor ? ` for vendor ${vendor}` : ''}`);
  }
  return game;
}

export function recordRecentGame(db: Db, memberId: number, nodeId: number, now = Date.now()): void {
  db.prepare(
    `INSERT INTO game_recent (member_id, node_id, played_at) VALUES (?, ?, ?)
       ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
  ).run(memberId, nodeId, now);
  db.prepare(
    `DELETE FROM game_recent WHERE member_id = ? AND node_id NOT IN
       (SELECT node_id FROM game_recent WHERE member_id = ? ORDER BY played_at DESC LIMIT ?)`,
  ).run(memberId, memberId, RECENT_LIMIT);
}
