import type { StoreDb } from '../data/store';
import { mediaUrl } from './media-urls';

/** Columns every game answer needs, aliased to the answer's field names (games as `g`). */
export const GAME_COLUMNS = [
  'g.game_id as gameId', 'g.node_id as nodeId', 'g.node_name as nodeName', 'g.game_name as gameName',
  'g.display_name as displayName', 'g.game_type as gameType', 'g.vassalage', 'g.min_bet as minBet', 'g.min_line as minLine',
  'g.is_new as isNew', 'g.hot', 'g.classifications', 'g.support_play as supportPlay',
] as const;

export interface GameRow {
  gameId: string;
  nodeId: number;
  nodeName: string;
  gameName: string;
  displayName: string;
  gameType: string;
  vassalage: string;
  minBet: number;
  minLine: number;
  isNew: number;
  hot: number;
  classifications: string;
  supportPlay: number;
}

export interface GameAnswer {
  gameId: string;
  nodeId: number;
  nodeName: string;
  gameName: string;
  displayName: string;
  gameType: string;
  vassalage: string;
  minBet: number;
  minLine: number;
  isNew: boolean;
  hot: boolean;
  /** Primary classification (e.g. BAC, ROU, MEGAWAYS), '' when none. */
  type: string;
  classifications: string[];
  supportPlay: boolean;
  showIcon: boolean;
  iconUrl: string;
  imageUrl: string;
}

export function toGame(row: GameRow): GameAnswer {
  const classifications = row.classifications ? row.classifications.split(',') : [];
  return {
    gameId: row.gameId, nodeId: row.nodeId, nodeName: row.nodeName, gameName: row.gameName, displayName: row.displayName,
    gameType: row.gameType, vassalage: row.vassalage, minBet: row.minBet, minLine: row.minLine,
    isNew: row.isNew === 1, hot: row.hot === 1, type: classifications[0] ?? '', classifications,
    supportPlay: row.supportPlay === 1, showIcon: true, iconUrl: mediaUrl.vendor(row.vassalage), imageUrl: mediaUrl.game(row.gameId),
  };
}

export async function findGameByNode(db: StoreDb, merchantCode: string, nodeId: number): Promise<GameRow | null> {
  const row = await db.selectFrom('games as g').where('g.merchant_code', '=', merchantCode).where('g.node_id', '=', nodeId).select(GAME_COLUMNS).executeTakeFirst();
  return row ?? null;
}
