import type { Db } from '../db/open';
import { GAME_COLUMNS, toGame, type GameAnswer, type GameRow } from './games-query';

/** A classify-bar tab: a classification key and the vendors with games in it, in game order. */
export interface ClassifyTab {
  key: string;
  vendors: string[];
}

/** The merchant's hot games in the operator's rank order. */
export function hotGames(db: Db, merchantCode: string): GameAnswer[] {
  const rows = db
    .prepare(`SELECT ${GAME_COLUMNS} FROM games g WHERE g.merchant_code = ? AND g.hot = 1 ORDER BY g.hot_rank, g.sort`)
    .all(merchantCode) as GameRow[];
  return rows.map(toGame);
}

/**
 * The classify bar's tabs for a game type (optionally of one vendor, any case): each
 * classification the games carry, first-seen order, with the vendors that use it.
 */
export function classifyTabs(db: Db, merchantCode: string, gameType: string, vassalage: string | undefined): ClassifyTab[] {
  const rows = db
    .prepare(
      `SELECT vassalage, classifications FROM games WHERE merchant_code = ? AND game_type = ?
         AND (? IS NULL OR upper(vassalage) = upper(?)) ORDER BY sort`,
    )
    .all(merchantCode, gameType, vassalage ?? null, vassalage ?? null) as { vassalage: string; classifications: string }[];
  const byKey = new Map<string, string[]>();
  for (const r of rows) {
    for (const key of r.classifications.split(',').filter(Boolean)) {
      const vendors = byKey.get(key) ?? [];
      if (!vendors.includes(r.vassalage)) vendors.push(r.vassalage);
      byKey.set(key, vendors);
    }
  }
  return [...byKey].map(([key, vendors]) => ({ key, vendors }));
}
