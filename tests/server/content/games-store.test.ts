import { describe, expect, it } from 'vitest';
import type { Store } from '../../../src/server/data/store';
import { classifyTabs, hotGames } from '../../../src/server/content/game-catalogue';
import { pagedGames, type GameFilter } from '../../../src/server/content/games-list';
import { addFavourite, favouriteIdsPage, removeFavourite } from '../../../src/server/content/favourites';
import { recordRecentGame, RECENT_LIMIT } from '../../../src/server/content/member-games';
import { findLaunchTarget } from '../../../src/server/content/launch';
import { gameTileSource } from '../../../src/server/content/artwork-sources';
import { bothEngines } from '../../support/engines';

const GAMES = [
  { node: 1, name: 'Dragon Tiger', vendor: 'EVO', type: 'LIVE', classes: 'BAC,DT', hot: 2, isNew: 1, minBet: 1 },
  { node: 2, name: 'Mega Fortune', vendor: 'pg', type: 'SLOT', classes: 'MEGAWAYS', hot: 1, isNew: 0, minBet: 0.5 },
  { node: 3, name: 'Lucky dragon', vendor: 'PG', type: 'SLOT', classes: 'megaways,JP', hot: null, isNew: 1, minBet: 2 },
  { node: 4, name: 'Baccarat Pro', vendor: 'EVO', type: 'LIVE', classes: 'BAC', hot: null, isNew: 0, minBet: 5 },
  { node: 5, name: '100%_Match', vendor: 'IM', type: 'SPORTS', classes: '', hot: null, isNew: 0, minBet: 1 },
];

async function withGames(store: Store): Promise<Store> {
  await store.db.insertInto('merchants').values([{ code: 'DEMO', name: 'Demo', template_id: 'T1' }, { code: 'ALT', name: 'Alt', template_id: 'T1' }]).execute();
  await store.db.insertInto('vendors').values([
    { merchant_code: 'DEMO', code: 'EVO', name: 'Evolution', account_type_name: 'EVO', color: '#111111' },
    { merchant_code: 'ALT', code: 'EVO', name: 'Evolution', account_type_name: 'EVO', color: '#222222' },
  ]).execute();
  await store.db.insertInto('games').values(GAMES.map((g, i) => ({
    merchant_code: 'DEMO', node_id: g.node, game_id: `G${g.node}`, node_name: g.name, game_name: g.name, display_name: g.name.toUpperCase(), game_type: g.type,
    vassalage: g.vendor, min_bet: g.minBet, min_line: 1, is_new: g.isNew, hot: g.hot === null ? 0 : 1, hot_rank: g.hot, classifications: g.classes, sort: i,
  }))).execute();
  await store.db.insertInto('games').values({ merchant_code: 'ALT', node_id: 1, game_id: 'G1', node_name: 'x', game_name: 'Alt Dragon', display_name: 'x', game_type: 'LIVE', vassalage: 'EVO', min_bet: 1, min_line: 1, sort: 0 }).execute();
  return store;
}

const page = { pageNo: 1, pageSize: 10 };
const catalogue = (extra: Partial<GameFilter>): GameFilter => ({ merchantCode: 'DEMO', source: { list: 'catalogue' }, ...extra });
const nodesOf = async (store: Store, filter: GameFilter, order: 'catalogue' | 'hotRank' | 'listed' = 'catalogue') =>
  (await pagedGames(store.db, filter, order, page)).items.map((g) => g.nodeId);

describe.each(bothEngines())('game lists on $engine', (engine) => {
  it('filters by name, vendor and classification ignoring case, and pages with the totals', async () => {
    const store = await withGames(await engine.open());
    expect(await nodesOf(store, catalogue({ nameContains: 'DRAGON' }))).toEqual([1, 3]);
    expect(await nodesOf(store, catalogue({ nameContains: '%_' }))).toEqual([5]);
    expect(await nodesOf(store, catalogue({ vendor: 'pg' }))).toEqual([2, 3]);
    expect(await nodesOf(store, catalogue({ classification: 'Megaways' }))).toEqual([2, 3]);
    expect(await nodesOf(store, catalogue({ classification: 'MEGA' }))).toEqual([]);
    expect(await nodesOf(store, catalogue({ gameType: 'SPORTS', vendorsIn: ['IM'] }))).toEqual([5]);
    expect(await nodesOf(store, catalogue({ vendorsIn: [] }))).toEqual([]);
    expect(await nodesOf(store, catalogue({ isNew: true, minBetUpTo: 1.5 }))).toEqual([1]);
    expect(await nodesOf(store, catalogue({ hotOnly: true }), 'hotRank')).toEqual([2, 1]);
    const second = await pagedGames(store.db, catalogue({}), 'catalogue', { pageNo: 2, pageSize: 2 });
    expect(second).toMatchObject({ pageNum: 2, pageSize: 2, totalCount: 5, totalPages: 3 });
    expect(second.items.map((g) => g.nodeId)).toEqual([3, 4]);
    expect((await hotGames(store.db, 'DEMO')).map((g) => g.nodeId)).toEqual([2, 1]);
    expect(await classifyTabs(store.db, 'DEMO', 'SLOT', 'Pg')).toEqual([{ key: 'MEGAWAYS', vendors: ['pg'] }, { key: 'megaways', vendors: ['PG'] }, { key: 'JP', vendors: ['PG'] }]);
    expect((await findLaunchTarget(store.db, 'DEMO', { vassalage: 'evo', gameType: 'LIVE' })).nodeId).toBe(1);
    expect(await gameTileSource(store.db, 'G1')).toEqual({ gameName: 'Alt Dragon', vassalage: 'EVO', gameType: 'LIVE', color: '#222222' });
  });

  it('lists favourites newest first, adding twice keeps the first time, and pages the ids', async () => {
    const store = await withGames(await engine.open());
    for (const node of [3, 1, 4]) {
      await addFavourite(store.db, 7, node);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    await Promise.all([addFavourite(store.db, 7, 3), addFavourite(store.db, 7, 3)]);
    expect(await nodesOf(store, { merchantCode: 'DEMO', source: { list: 'favourites', memberId: 7 } }, 'listed')).toEqual([4, 1, 3]);
    expect(await nodesOf(store, { merchantCode: 'DEMO', source: { list: 'favourites', memberId: 7 }, vendor: 'EVO' }, 'listed')).toEqual([4, 1]);
    await removeFavourite(store.db, 7, 1);
    expect(await favouriteIdsPage(store.db, 7, { pageNo: 1, pageSize: 1 })).toEqual({ ids: [4], pageNum: 1, pageSize: 1, totalCount: 2, totalPages: 2 });
    expect(await nodesOf(store, { merchantCode: 'DEMO', source: { list: 'favourites', memberId: 8 } }, 'listed')).toEqual([]);
  });

  it('keeps the latest RECENT_LIMIT recent games, the replayed one on top, also when recorded at once', async () => {
    const store = await withGames(await engine.open());
    await Promise.all(Array.from({ length: RECENT_LIMIT + 5 }, (_, i) => recordRecentGame(store.db, 9, 100 + i, 1000 + i)));
    await recordRecentGame(store.db, 9, 1, 5000);
    const kept = await store.db.selectFrom('game_recent').where('member_id', '=', 9).select('node_id').orderBy('played_at', 'desc').execute();
    expect(kept).toHaveLength(RECENT_LIMIT);
    expect(kept[0].node_id).toBe(1);
    expect(kept.at(-1)?.node_id).toBe(100 + 6);
    expect(await nodesOf(store, { merchantCode: 'DEMO', source: { list: 'recent', memberId: 9 } }, 'listed')).toEqual([1]);
  });
});
