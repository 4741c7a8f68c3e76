import type { StoreDb } from '../data/store';
import { atomic } from '../data/portable';
import type { SessionRow } from '../auth/session';
import { fail } from '../http/reply';
import { sessionMerchant } from '../services/merchant';
import { findGameByNode, type GameRow } from './games-query';

/** Recent games kept per member; older entries fall off. */
export const RECENT_LIMIT = 50;

/** The game a member refers to by nodeId (and optionally vendor), or a 404 that says which. */
export async function memberGame(db: StoreDb, session: SessionRow, nodeId: number, vendor?: string): Promise<GameRow> {
  const game = await findGameByNode(db, sessionMerchant(session), nodeId);
  if (!game || (vendor && game.vassalage.toUpperCase() !== vendor.toUpperCase())) {
    fail(404, 'game.notFound', `No game with nodeId ${nodeId}${vendor ? ` for vendor ${vendor}` : ''}`);
  }
  return game;
}

/**
 * Puts a game at the top of the member's recent games and lets the oldest fall off beyond
 * RECENT_LIMIT (in the recent list's order), both in one transaction.
 */
export function recordRecentGame(db: StoreDb, memberId: number, nodeId: number, now = Date.now()): Promise<void> {
  return atomic(db, async (trx) => {
    await trx
      .insertInto('game_recent')
      .values({ member_id: memberId, node_id: nodeId, played_at: now })
      .onConflict((oc) => oc.columns(['member_id', 'node_id']).doUpdateSet({ played_at: now }))
      .execute();
    const kept = trx.selectFrom('game_recent').where('member_id', '=', memberId).select('node_id').orderBy('played_at', 'desc').orderBy('node_id').limit(RECENT_LIMIT);
    await trx.deleteFrom('game_recent').where('member_id', '=', memberId).where('node_id', 'not in', kept).execute();
  });
}
