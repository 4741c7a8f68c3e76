import { writtenProps } from '../../src/engine/node-props';
import { describe, expect, it } from 'vitest';
import type { QuerySpec } from '../../src/engine/queries';
import type { ActionSpec, LayoutNode } from '../../src/engine/types';
import { findNode, layoutJson, requestOf, runSteps, type World } from './machine';

const doc = layoutJson('screens/gameList.json');
const routes = layoutJson('routes.json') as unknown as { routes: { path: string; screen: string; params?: Record<string, string> }[] };
const queries = doc.queries as Record<string, QuerySpec>;

async function enter(path: string, query: Record<string, string> = {}, member = { loggedIn: true }): Promise<World> {
  const route = routes.routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  expect(route.screen).toBe('gameList');
  const ctx: World = { state: {}, route: { path, query, params: route.params ?? {} }, member };
  await runSteps(doc.onEnter as ActionSpec[], ctx);
  return ctx;
}
const labelled = (label: string) => (node: LayoutNode) => node.type === 'Chip' && writtenProps(node).label === label;
const press = (node: LayoutNode, ctx: World, locals: Partial<World> = {}) => runSteps((node.on?.press ?? []) as ActionSpec[], Object.assign(ctx, locals));
const gamesParams = (ctx: World) => requestOf(queries.games, ctx);

describe('game list routes', () => {
  it('take the type, classify and vendor of the spec table', async () => {
    expect((await enter('/m/slot-games')).state).toMatchObject({ gameType: 'RNG', classify: '', vendor: '', dataType: 'all' });
    expect((await enter('/m/roulette')).state).toMatchObject({ gameType: 'LIVE', classify: 'ROU', dataType: 'filter' });
    expect((await enter('/m/baccarat')).state).toMatchObject({ gameType: 'LIVE', classify: 'BAC' });
    expect((await enter('/m/inHouse')).state).toMatchObject({ gameType: 'RNG', vendor: 'BGS' });
    expect((await enter('/m/poker-games')).state.gameType).toBe('PVP');
    expect((await enter('/m/fishing-games')).state.gameType).toBe('FISH');
    expect((await enter('/m/lott')).state.gameType).toBe('LOTT');
    expect((await enter('/m/elott')).state.gameType).toBe('ELOTT');
  });

  it('ESPORTS and COCKFIGHT list as SPORTS; the generic route defaults to RNG and reads type and vassalage', async () => {
    expect((await enter('/m/esport-games')).state.gameType).toBe('SPORTS');
    expect((await enter('/m/gameList', { gameType: 'COCKFIGHT' })).state.gameType).toBe('SPORTS');
    expect((await enter('/m/gameList')).state.gameType).toBe('RNG');
    expect((await enter('/m/gameList', { gameType: 'LIVE', type: 'BAC', vassalage: 'EVO' })).state).toMatchObject({ gameType: 'LIVE', classify: 'BAC', vendor: 'EVO', dataType: 'filter' });
    expect((await enter('/m/providers', { vassalage: 'PG' })).state).toMatchObject({ gameType: 'RNG', vendor: 'PG' });
  });

  it('hot games and favourites list every type', async () => {
    expect((await enter('/m/hot-games')).state).toMatchObject({ gameType: '', dataType: 'hot' });
    expect((await enter('/m/fav-games')).state).toMatchObject({ gameType: '', dataType: 'fav' });
  });
});

describe('the dataType machine (spec §4)', () => {
  it('tapping hot shows hot games; tapping the active hot toggles back to all', async () => {
    const ctx = await enter('/m/slot-games');
    const hot = findNode(doc.root, labelled('t:games_hot'));
    await press(hot, ctx);
    expect(ctx.state).toMatchObject({ dataType: 'hot', classify: '' });
    await press(hot, ctx);
    expect(ctx.state.dataType).toBe('all');
  });

  it('favourites and recent pass the member gate first: a guest goes to login and the list stays as it was', async () => {
    const guest = await enter('/m/slot-games', {}, { loggedIn: false });
    for (const label of ['t:games_recent', 't:games_classify_FAV']) {
      expect((await press(findNode(doc.root, labelled(label)), guest)).navigated).toEqual([expect.stringMatching(/^\/m\/login/)]);
      expect(guest.state.dataType).toBe('all');
    }
    expect((await press(findNode(doc.root, labelled('t:games_hot')), guest)).navigated).toEqual([]);
    expect(guest.state.dataType).toBe('hot');
    const member = await enter('/m/slot-games');
    expect((await press(findNode(doc.root, labelled('t:games_recent')), member)).navigated).toEqual([]);
    expect(member.state.dataType).toBe('recent');
  });

  it('a classify tab filters; All reverts to all', async () => {
    const ctx = await enter('/m/live-games');
    const tab = findNode(doc.root, (n) => n.type === 'Chip' && JSON.stringify(writtenProps(n).label).includes('"t:games_classify_"'));
    await press(tab, ctx, { item: 'BAC' });
    expect(ctx.state).toMatchObject({ classify: 'BAC', dataType: 'filter' });
    expect(gamesParams(ctx)).toEqual({ gameType: 'LIVE', gameClassify: 'BAC' });
    await press(tab, ctx, { item: '' });
    expect(ctx.state).toMatchObject({ classify: '', dataType: 'all' });
    expect(gamesParams(ctx)).toEqual({ gameType: 'LIVE' });
  });

  it('New (slots only) asks for new games instead of a classify', async () => {
    const ctx = await enter('/m/slot-games');
    const tab = findNode(doc.root, (n) => n.type === 'Chip' && JSON.stringify(writtenProps(n).label).includes('"t:games_classify_"'));
    await press(tab, ctx, { item: 'NEW' });
    expect(gamesParams(ctx)).toEqual({ gameType: 'RNG', isNew: true });
  });

  it('choosing a vendor while hot or favourites are shown clears that choice', async () => {
    const ctx = await enter('/m/slot-games');
    await press(findNode(doc.root, labelled('t:games_hot')), ctx);
    const vendor = findNode(doc.root, (n) => n.type === 'Chip' && JSON.stringify(writtenProps(n).label).includes('findBy'));
    await press(vendor, ctx, { item: 'PG' });
    expect(ctx.state).toMatchObject({ vendor: 'PG', dataType: 'all' });
    expect(gamesParams(ctx)).toEqual({ gameType: 'RNG', vassalage: 'PG' });
  });

  it('a trimmed name search filters; clearing it reverts to all', async () => {
    const ctx = await enter('/m/slot-games');
    const search = findNode(doc.root, (n) => n.type === 'SearchField');
    const [byIcon] = search.on!.search as (ActionSpec & { then: ActionSpec[]; ms: number })[];
    expect(byIcon.ms).toBe(600);
    await runSteps(byIcon.then, Object.assign(ctx, { event: { value: 'dragon', via: 'icon' } }));
    expect(ctx.state).toMatchObject({ name: 'dragon', dataType: 'filter' });
    expect(gamesParams(ctx)).toEqual({ gameType: 'RNG', gameName: 'dragon' });
    await runSteps(search.on!.clear as ActionSpec[], ctx);
    expect(ctx.state).toMatchObject({ name: '', dataType: 'all' });
  });

  it('each dataType has its own list, paged by 36; only one loads at a time', async () => {
    const ctx = await enter('/m/slot-games');
    const active = () => Object.entries(queries).filter(([name, q]) => ['games', 'hotGames', 'recentGames', 'favGames'].includes(name) && requestOf(q, ctx) !== null).map(([name]) => name);
    expect(active()).toEqual(['games']);
    ctx.state.dataType = 'recent';
    expect(active()).toEqual(['recentGames']);
    ctx.state.dataType = 'fav';
    expect(active()).toEqual(['favGames']);
    ctx.state.dataType = 'hot';
    expect(active()).toEqual(['hotGames']);
    for (const name of ['games', 'recentGames', 'favGames']) expect(queries[name].paging?.pageSize).toBe(36);
  });
});
