import { sql, type AliasedSelectQueryBuilder, type Expression, type Selectable } from 'kysely';
import type { StoreDb } from '../data/store';
import { isPostgres } from '../data/portable';
import type { GamesTable } from '../data/tables';
import type { PageRequest } from '../http/paging';
import { GAME_COLUMNS, toGame, type GameAnswer } from './games-query';
import { readPage, type ListPage } from './read-page';

/** Which games a list draws from: the merchant's catalogue, or one member's favourites or recent games. */
export type GameSource = { list: 'catalogue' } | { list: 'favourites' | 'recent'; memberId: number };

/** catalogue: the operator's order; hotRank: the hot games' rank; listed: newest favourite or latest played first. */
export type GameOrder = 'catalogue' | 'hotRank' | 'listed';

/** What a game list keeps; every filter left out keeps every game. */
export interface GameFilter {
  merchantCode: string;
  source: GameSource;
  hotOnly?: boolean;
  gameType?: string;
  /** Only these vendors (exact codes). */
  vendorsIn?: readonly string[];
  /** One vendor, any case. */
  vendor?: string;
  /** A part of the game's name or display name, any case. */
  nameContains?: string;
  /** One of the game's classifications, any case. */
  classification?: string;
  isNew?: boolean;
  /** Games whose minimum bet is at most this. */
  minBetUpTo?: number;
  /** Games whose minimum line count is at most this. */
  minLineUpTo?: number;
}

type ListedGame = Selectable<GamesTable> & { listed_at: number };

/** The source's games as `g`, each with when the member listed it (0 for the catalogue). */
function listed(db: StoreDb, source: GameSource): AliasedSelectQueryBuilder<ListedGame, 'g'> {
  if (source.list === 'catalogue') return db.selectFrom('games').selectAll().select(sql<number>`0`.as('listed_at')).as('g');
  if (source.list === 'favourites') {
    return db.selectFrom('games').innerJoin('game_favourites as l', 'l.node_id', 'games.node_id').where('l.member_id', '=', source.memberId)
      .selectAll('games').select('l.created_at as listed_at').as('g');
  }
  return db.selectFrom('games').innerJoin('game_recent as l', 'l.node_id', 'games.node_id').where('l.member_id', '=', source.memberId)
    .selectAll('games').select('l.played_at as listed_at').as('g');
}

/** Whether `needle` occurs in `haystack` (SQLite's instr is PostgreSQL's strpos). */
function contains(db: StoreDb, haystack: Expression<string>, needle: Expression<string>) {
  return isPostgres(db) ? sql<boolean>`strpos(${haystack}, ${needle}) > 0` : sql<boolean>`instr(${haystack}, ${needle}) > 0`;
}

/** The filtered list, not yet selecting anything. */
function filtered(db: StoreDb, f: GameFilter) {
  const lowered = (text: string) => sql<string>`lower(${text})`;
  return db
    .selectFrom(listed(db, f.source))
    .where('g.merchant_code', '=', f.merchantCode)
    .$if(f.hotOnly === true, (qb) => qb.where('g.hot', '=', 1))
    .$if(f.gameType !== undefined, (qb) => qb.where('g.game_type', '=', f.gameType ?? ''))
    // An empty vendor list keeps no game (and must not reach SQL as IN ()).
    .$if(f.vendorsIn !== undefined, (qb) => (f.vendorsIn?.length ? qb.where('g.vassalage', 'in', f.vendorsIn) : qb.where(sql<boolean>`1 = 0`)))
    .$if(f.vendor !== undefined, (qb) => qb.where(sql<boolean>`upper(${sql.ref('g.vassalage')}) = upper(${f.vendor ?? ''})`))
    .$if(f.nameContains !== undefined, (qb) => {
      const name = lowered(f.nameContains ?? '');
      return qb.where((eb) => eb.or([contains(db, sql`lower(${sql.ref('g.game_name')})`, name), contains(db, sql`lower(${sql.ref('g.display_name')})`, name)]));
    })
    .$if(f.classification !== undefined, (qb) =>
      qb.where(contains(db, sql`',' || upper(${sql.ref('g.classifications')}) || ','`, sql`',' || upper(${f.classification ?? ''}) || ','`)))
    .$if(f.isNew !== undefined, (qb) => qb.where('g.is_new', '=', f.isNew ? 1 : 0))
    .$if(f.minBetUpTo !== undefined, (qb) => qb.where('g.min_bet', '<=', f.minBetUpTo ?? 0))
    .$if(f.minLineUpTo !== undefined, (qb) => qb.where('g.min_line', '<=', f.minLineUpTo ?? 0));
}

/** One page of a filtered game list, in the given order, with the paging fields. */
export function pagedGames(db: StoreDb, filter: GameFilter, order: GameOrder, page: PageRequest): Promise<ListPage<GameAnswer>> {
  const games = filtered(db, filter);
  return readPage(
    page,
    () => games.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    async ({ limit, offset }) => {
      let rows = games.select(GAME_COLUMNS);
      if (order === 'hotRank') rows = rows.orderBy('g.hot_rank', (ob) => ob.asc().nullsFirst()).orderBy('g.sort');
      else if (order === 'listed') rows = rows.orderBy('g.listed_at', 'desc').orderBy('g.node_id');
      else rows = rows.orderBy('g.sort');
      return (await rows.limit(limit).offset(offset).execute()).map(toGame);
    },
  );
}
