import type { Db } from '../db/open';
import { mediaUrl } from './media-urls';
import { pageFields, pageWindow, type PageRequest } from '../http/paging';

/** Columns every game answer needs, aliased to the answer's field names. */
export const GAME_COLUMNS = `g.game_id AS gameId, g.node_id AS nodeId, g.node_name AS nodeName, g.game_name AS gameName,
  g.display_name AS displayName, g.game_type AS gameType, g.vassalage, g.min_bet AS minBet, g.min_line AS minLine,
  g.is_new AS isNew, g.hot, g.classifications, g.support_play AS supportPlay`;

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

export function findGameByNode(db: Db, merchantCode: string, nodeId: number): GameRow | null {
  const row = db.prepare(`SELECT ${GAME_COLUMNS} FROM games g WHERE g.merchant_code = ? AND g.node_id = ?`).get(merchantCode, nodeId) as GameRow | undefined;
  return row ?? null;
}

export interface Page<T> {
  items: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}

/** Runs a filtered game query twice: once to count, once for the requested page. */
export function pagedGames(db: Db, from: string, where: string[], params: unknown[], order: string, page: PageRequest): Page<GameAnswer> {
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ${from} ${clause}`).get(...params) as { n: number };
  const { limit, offset } = pageWindow(page);
  const rows = db
    .prepare(`SELECT ${GAME_COLUMNS} FROM ${from} ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, limit, offset) as GameRow[];
  return { items: rows.map(toGame), ...pageFields(page, n) };
}
