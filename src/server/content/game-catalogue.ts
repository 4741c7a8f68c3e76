import { sql } from 'kysely';
import type { StoreDb } from '../data/store';
import { GAME_COLUMNS, toGame, type GameAnswer } from './games-query';

/** A classify-bar tab: a classification key and the vendors with games in it, in game order. */
export interface ClassifyTab {
  key: string;
  vendors: string[];
}

/** The merchant's hot games in the operator's rank order (unranked first, as SQLite always sorted them). */
export async function hotGames(db: StoreDb, merchantCode: string): Promise<GameAnswer[]> {
  const rows = await db
    .selectFrom('games as g')
    .where('g.merchant_code', '=', merchantCode)
    .where('g.hot', '=', 1)
    .select(GAME_COLUMNS)
    .orderBy('g.hot_rank', (ob) => ob.asc().nullsFirst())
    .orderBy('g.sort')
    .execute();
  return rows.map(toGame);
}

/**
 * The classify bar's tabs for a game type (optionally of one vendor, any case): each
 * classification the games carry, first-seen order, with the vendors that use it.
 */
export async function classifyTabs(db: StoreDb, merchantCode: string, gameType: string, vassalage: string | undefined): Promise<ClassifyTab[]> {
  const rows = await db
    .selectFrom('games')
    .where('merchant_code', '=', merchantCode)
    .where('game_type', '=', gameType)
    .$if(vassalage !== undefined, (qb) => qb.where(sql<boolean>`upper(${sql.ref('vassalage')}) = upper(${vassalage ?? ''})`))
    .select(['vassalage', 'classifications'])
    .orderBy('sort')
    .execute();
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
