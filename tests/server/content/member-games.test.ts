import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { addFavourite } from '../../../src/api/endpoints/games/favourite-add';
import { getFavouriteIds } from '../../../src/api/endpoints/games/favourite-ids';
import { getFavouriteList } from '../../../src/api/endpoints/games/favourite-list';
import { removeFavourite } from '../../../src/api/endpoints/games/favourite-remove';
import { addRecentGame } from '../../../src/api/endpoints/games/recent-add';
import { getRecentGames } from '../../../src/api/endpoints/games/recent-list';
import { RECENT_LIMIT } from '../../../src/server/content/member-games';
import { tempDir } from '../helpers';
import { failure, startContentApp, type ContentApp } from './content-app';

let t: ContentApp;
const dataDir = tempDir();
beforeAll(async () => {
  t = await startContentApp({ dataDir, keepDir: true });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});


const nodeOf = (gameId: string) => (t.db.prepare('SELECT node_id AS n FROM games WHERE game_id = ?').get(gameId) as { n: number }).n;
const anyNode = (offset: number) => (t.db.prepare('SELECT node_id AS n FROM games ORDER BY node_id LIMIT 1 OFFSET ?').get(offset) as { n: number }).n;

describe('favourites', () => {
  it('need a session', async () => {
    t.as(null);
    expect((await failure(getFavouriteIds())).status).toBe(401);
    expect((await failure(addFavourite({ nodeId: anyNode(0) }))).message).toBe('Sorry, you are not logged in! please login first.');
  });

  it('add is idempotent, list is newest first, remove takes it out; all survive a restart', async () => {
    t.as(t.demoToken);
    const before = await getFavouriteIds();
    expect(before.ids).toHaveLength(6);
    const node = anyNode(100);
    const vendor = (t.db.prepare('SELECT vassalage AS v FROM games WHERE node_id = ?').get(node) as { v: string }).v;
    await addFavourite({ nodeId: node, vendor });
    await addFavourite({ nodeId: node });
    const after = await getFavouriteIds();
    expect(after.ids[0]).toBe(node);
    expect(after.totalCount).toBe(7);
    const list = await getFavouriteList({ pageSize: 15 });
    expect(list.content[0].nodeId).toBe(node);
    expect(list).toMatchObject({ pageNum: 1, pageSize: 15, totalCount: 7, totalPages: 1 });

    const removed = anyNode(0);
    await removeFavourite({ nodeId: removed });
    await removeFavourite({ nodeId: removed });

    await t.app.close();
    t = await startContentApp({ dataDir, keepDir: true });
    t.as(t.demoToken);
    const reopened = await getFavouriteIds();
    expect(reopened.ids).toContain(node);
    expect(reopened.ids).not.toContain(removed);
    expect(reopened.totalCount).toBe(6);
  });

  it('refuses unknown games, a vendor that does not match and bad ids', async () => {
    t.as(t.demoToken);
    expect((await failure(addFavourite({ nodeId: 999999 }))).code).toBe('game.notFound');
    expect((await failure(addFavourite({ nodeId: anyNode(0), vendor: 'EVO' }))).code).toBe('game.notFound');
    expect((await failure(addFavourite({ nodeId: -3 }))).code).toBe('validation.failed');
  });

  it('remove reads a JSON body (the spec sends one) or the query', async () => {
    const node = anyNode(3);
    const remove = (init: { query?: string; body?: unknown }) =>
      fetch(`${t.base}/wps/game/favourite${init.query ?? ''}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${t.demoToken}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      }).then(async (res) => ({ status: res.status, body: await res.json() }));
    expect(await remove({ body: { nodeId: node } })).toEqual({ status: 200, body: { success: true, value: { nodeId: node, favourite: false } } });
    expect(await remove({ query: `?nodeId=${node}` })).toEqual({ status: 200, body: { success: true, value: { nodeId: node, favourite: false } } });
    const bad = await remove({ query: `?nodeId=${node}`, body: { nodeId: 'x' } });
    expect(bad).toMatchObject({ status: 400, body: { errorCode: 'validation.failed' } });
    expect(bad.body.message).toContain('nodeId');
  });

  it('filters the list by game type and vendor', async () => {
    t.as(t.demoToken);
    const live = await getFavouriteList({ gameType: 'LIVE' });
    expect(live.content.every((g) => g.gameType === 'LIVE')).toBe(true);
    const pg = await getFavouriteList({ vendor: 'PG' });
    expect(pg.content.every((g) => g.vassalage === 'PG')).toBe(true);
  });
});

describe('recent games', () => {
  it('need a session', async () => {
    t.as(null);
    expect((await failure(getRecentGames())).status).toBe(401);
  });

  it('moves a played game to the top and keeps the list bounded', async () => {
    t.as(t.demoToken);
    const seeded = await getRecentGames();
    expect(seeded.list.length).toBe(4);
    const node = nodeOf(seeded.list[3].gameId);
    await addRecentGame({ nodeId: node });
    const again = await getRecentGames();
    expect(again.list[0].nodeId).toBe(node);
    expect(again.totalCount).toBe(4);
    for (let i = 0; i < RECENT_LIMIT + 5; i++) await addRecentGame({ nodeId: anyNode(i) });
    const full = await getRecentGames({ pageSize: 100 });
    expect(full.totalCount).toBe(RECENT_LIMIT);
    expect(full.list[0].nodeId).toBe(anyNode(RECENT_LIMIT + 4));
  });

  it('pages with page/pageSize', async () => {
    t.as(t.demoToken);
    const second = await getRecentGames({ pageNo: 2, pageSize: 10 });
    expect(second).toMatchObject({ pageNum: 2, pageSize: 10, totalPages: 5 });
  });
});
