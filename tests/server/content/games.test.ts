import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGameClassify } from '../../../src/api/endpoints/games/classify';
import { getHotGames } from '../../../src/api/endpoints/games/hot';
import { getGameList } from '../../../src/api/endpoints/games/list';
import { hasMore } from '../../../src/api/endpoints/games/schemas';
import { getVendorGameTypes } from '../../../src/api/endpoints/games/vendor-game-types';
import { getWinners } from '../../../src/api/endpoints/games/winners';
import { failure, startContentApp, type ContentApp } from './content-app';

let t: ContentApp;
beforeAll(async () => {
  t = await startContentApp();
});
afterAll(() => t.close());


describe('GET /wps/game/vendorGameTypes', () => {
  it('answers the grouped vendor sorting: ESPORTS and COCKFIGHT after SPORTS, LOTT folded into ELOTT', async () => {
    const value = await getVendorGameTypes({ merchantCode: 'DEMO' });
    expect(value.vendorSorting.map((c) => c.gameCategory)).toEqual(['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT']);
    expect(value.mapping.ESPORTS).toEqual(['IMES', 'TF', 'IA']);
    expect(value.mapping.COCKFIGHT).toEqual(['SV3', 'DS88']);
    expect(value.mapping.ELOTT).toEqual(['ELOTT', 'TCG_SEA', 'LOTT', 'TCG_LOTTO_VN']);
    expect(value.vendorSorting.find((c) => c.gameCategory === 'RNG')?.gameCount).toBe(210);
  });

  it('refuses an unknown merchant and a wrong typeId with 400', async () => {
    expect((await failure(getVendorGameTypes({ merchantCode: 'NOPE' }))).code).toBe('merchant.unknown');
    const res = await fetch(`${t.base}/wps/game/vendorGameTypes?typeId=7`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'validation.failed', message: expect.stringContaining('typeId') });
  });

  it('shows the parent merchant catalogue to a trial session', async () => {
    t.as(t.trialToken);
    const value = await getVendorGameTypes();
    t.as(null);
    expect(value.mapping.RNG).toContain('PG');
  });
});

describe('GET /wps/game/list', () => {
  it('pages through a game type with pageNum, totalPages and totalCount', async () => {
    const first = await getGameList({ gameType: 'RNG', pageNo: 1, pageSize: 36 });
    expect(first).toMatchObject({ pageNum: 1, pageSize: 36, totalCount: 210, totalPages: 6 });
    expect(first.games).toHaveLength(36);
    expect(hasMore(first)).toBe(true);
    const last = await getGameList({ gameType: 'RNG', pageNo: 6, pageSize: 36 });
    expect(last.games).toHaveLength(210 - 5 * 36);
    expect(hasMore(last)).toBe(false);
    const ids = new Set([...first.games, ...last.games].map((g) => g.nodeId));
    expect(ids.size).toBe(first.games.length + last.games.length);
  });

  it('filters by name substring case-insensitively, vendor, classify and new flag', async () => {
    const byName = await getGameList({ gameName: '  rOuLeTtE ', pageSize: 100 });
    expect(byName.totalCount).toBeGreaterThan(0);
    for (const g of byName.games) expect(g.gameName.toLowerCase()).toContain('roulette');
    const roulette = await getGameList({ gameType: 'LIVE', gameClassify: 'ROU', pageSize: 100 });
    expect(roulette.games.every((g) => g.classifications.includes('ROU') && g.gameType === 'LIVE')).toBe(true);
    const bgs = await getGameList({ gameType: 'RNG', vassalage: 'BGS', pageSize: 100 });
    expect(bgs.totalCount).toBe(30);
    expect(bgs.games.every((g) => g.vassalage === 'BGS' && g.iconUrl === '/media/vendors/BGS.svg')).toBe(true);
    const fresh = await getGameList({ isNew: true, pageSize: 100 });
    expect(fresh.totalCount).toBeGreaterThan(0);
    expect(fresh.games.every((g) => g.isNew)).toBe(true);
  });

  it('answers ESPORTS and COCKFIGHT as the SPORTS games of those vendors', async () => {
    const esports = await getGameList({ gameType: 'ESPORTS' });
    expect(esports.games.map((g) => g.vassalage).sort()).toEqual(['IA', 'IMES', 'TF']);
    const cockfight = await getGameList({ gameType: 'COCKFIGHT' });
    expect(cockfight.games.map((g) => g.vassalage).sort()).toEqual(['DS88', 'SV3']);
  });

  it('keeps HOT games and needs a session for FAV', async () => {
    const hot = await getGameList({ gameType: 'HOT', pageSize: 100 });
    expect(hot.totalCount).toBe(30);
    expect(hot.games.every((g) => g.hot)).toBe(true);
    expect((await failure(getGameList({ gameType: 'FAV' }))).status).toBe(401);
    t.as(t.demoToken);
    const fav = await getGameList({ gameType: 'FAV' });
    t.as(null);
    expect(fav.totalCount).toBe(6);
  });

  it('answers an empty page, not an error, past the end or for no match', async () => {
    expect(await getGameList({ gameName: 'zzzz-no-such-game' })).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
  });

  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=1000', 'pageSize'],
    ['pageNo=-1', 'pageNo'],
    ['isNew=maybe', 'isNew'],
    ['vassalage=PG%27%3B--', 'vassalage'],
    ['platform=ios', 'platform'],
  ])('refuses %s with 400 naming the field', async (qs, field) => {
    const res = await fetch(`${t.base}/wps/game/list?${qs}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, errorCode: 'validation.failed' });
    expect(body.message).toContain(field);
  });
});

describe('hot games, classify and winners', () => {
  it('GET /wps/game/hot lists hot games in rank order with a short cache', async () => {
    const res = await fetch(`${t.base}/wps/game/hot?isPlatform=2&platform=html5`);
    expect(res.headers.get('cache-control')).toContain('max-age=60');
    const { list } = await getHotGames({ language: 'EN' });
    expect(list).toHaveLength(30);
    const ranks = t.db.prepare('SELECT node_id AS nodeId FROM games WHERE hot = 1 ORDER BY hot_rank').all() as { nodeId: number }[];
    expect(list.map((g) => g.nodeId)).toEqual(ranks.map((r) => r.nodeId));
  });

  it('GET /wps/game/classify gives vendor-specific RNG classifications', async () => {
    const rng = await getGameClassify({ gameType: 'RNG' });
    const megaways = rng.list.find((c) => c.key === 'MEGAWAYS');
    expect(megaways?.vendors).toEqual(['PP']);
    const pg = await getGameClassify({ gameType: 'RNG', vassalage: 'PG' });
    expect(pg.list.map((c) => c.key).sort()).toEqual(['FEATURE_BUY', 'SLOT']);
  });

  it('GET /wps/game/winners answers 20 wins sorted by amount, descending', async () => {
    const { list } = await getWinners();
    expect(list).toHaveLength(20);
    const amounts = list.map((w) => w.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(list[0].vo.customerName).toMatch(/\*\*\*/);
    const live = await getWinners({ gameCategory: 'LIVE', limitNum: 100 });
    expect(live.list.every((w) => w.vo.gameType === 'LIVE')).toBe(true);
    const res = await fetch(`${t.base}/wps/game/winners?limitNum=0`);
    expect(res.status).toBe(400);
  });
});
