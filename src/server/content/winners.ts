import type { Db } from '../db/open';

/** A big win with the game it was won in. */
export interface WinnerRow {
  customerName: string;
  winAmount: number;
  /** Epoch milliseconds. */
  wonAt: number;
  gameName: string;
  nodeId: number;
  gameId: string;
  gameType: string;
  vassalage: string;
}

/** The merchant's largest wins, largest first, of one game type ('ALL' for every type), at most `limit`. */
export function biggestWins(db: Db, merchantCode: string, gameCategory: string, limit: number): WinnerRow[] {
  return db
    .prepare(
      `SELECT w.customer_name AS customerName, w.win_amount AS winAmount, w.won_at AS wonAt,
              g.game_name AS gameName, g.node_id AS nodeId, g.game_id AS gameId, g.game_type AS gameType, g.vassalage
         FROM winners w JOIN games g ON g.merchant_code = w.merchant_code AND g.node_id = w.node_id
        WHERE w.merchant_code = ? AND (? = 'ALL' OR g.game_type = ?)
        ORDER BY w.win_amount DESC, w.id LIMIT ?`,
    )
    .all(merchantCode, gameCategory, gameCategory, limit) as WinnerRow[];
}
