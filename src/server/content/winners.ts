import type { StoreDb } from '../data/store';

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
export function biggestWins(db: StoreDb, merchantCode: string, gameCategory: string, limit: number): Promise<WinnerRow[]> {
  return db
    .selectFrom('winners as w')
    .innerJoin('games as g', (join) => join.onRef('g.merchant_code', '=', 'w.merchant_code').onRef('g.node_id', '=', 'w.node_id'))
    .where('w.merchant_code', '=', merchantCode)
    .$if(gameCategory !== 'ALL', (qb) => qb.where('g.game_type', '=', gameCategory))
    .select([
      'w.customer_name as customerName', 'w.win_amount as winAmount', 'w.won_at as wonAt',
      'g.game_name as gameName', 'g.node_id as nodeId', 'g.game_id as gameId', 'g.game_type as gameType', 'g.vassalage',
    ])
    .orderBy('w.win_amount', 'desc')
    .orderBy('w.id')
    .limit(limit)
    .execute();
}
