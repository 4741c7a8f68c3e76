import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/engine/conditions';
import type { ActionSpec, LayoutNode } from '../../src/engine/types';
import { findNode, layoutJson, paramsOf, runStateSteps } from './machine';

const doc = layoutJson('screens/gameList.json');
const routes = layoutJson('routes.json') as unknown as { routes: { path: string; screen: string; params?: Record<string, string> }[] };
const queries = doc.queries as Record<string, { params: Record<string, unknown>; when: unknown }>;

function enter(path: string, query: Record<string, string> = {}, member = { loggedIn: true }) {
  const route = routes.routes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  expect(route.screen).toBe('gameList');
  const ctx = { state: {} as Record<string, unknown>, route: { path, query, params: route.params ?? {} }, member };
  runStateSteps(doc.onEnter as ActionSpec[], ctx);
  return ctx;
}
const labelled = (label: string) => (node: LayoutNode) => node.type === 'Chip' && node.props?.label === label;
const press = (node: LayoutNode, ctx: ReturnType<typeof enter>, locals: object = {}) =>
  runStateSteps((node.on?.press ?? []) as ActionSpec[], Object.assign(ctx, locals));
const gamesParams = (ctx: object) => paramsOf(queries.games.params, ctx);

describe('game list routes', () => {
  it('take the type, classify and vendor of the spec table', () => {
    expect(enter('/m/slot-games').state).toMatchObject({ gameType: 'RNG', classify: '', vendor: '', dataType: 'all' });
    expect(enter('/m/roulette').state).toMatchObject({ gameType: 'LIVE', classify: 'ROU', dataType: 'filter' });
    expect(enter('/m/baccarat').state).toMatchObject({ gameType: 'LIVE', classify: 'BAC' });
    expect(enter('/m/inHouse').state).toMatchObject({ gameType: 'RNG', vendor: 'BGS' });
    expect(enter('/m/poker-games').state.gameType).toBe('PVP');
    expect(enter('/m/fishing-games').state.gameType).toBe('FISH');
    expect(enter('/m/lott').state.gameType).toBe('LOTT');
    expect(enter('/m/elott').state.gameType).toBe('ELOTT');
  });

  it('ESPORTS and COCKFIGHT list as SPORTS; the generic route defaults to RNG and reads type and vassalage', () => {
    expect(enter('/m/esport-games').state.gameType).toBe('SPORTS');
    expect(enter('/m/gameList', { gameType: 'COCKFIGHT' }).state.gameType).toBe('SPORTS');
    expect(enter('/m/gameList').state.gameType).toBe('RNG');
    expect(enter('/m/gameList', { gameType: 'LIVE', type: 'BAC', vassalage: 'EVO' }).state).toMatchObject({ gameType: 'LIVE', classify: 'BAC', vendor: 'EVO', dataType: 'filter' });
    expect(enter('/m/providers', { vassalage: 'PG' }).state).toMatchObject({ gameType: 'RNG', vendor: 'PG' });
  });

  it('hot games and favourites list every type', () => {
    expect(enter('/m/hot-games').state).toMatchObject({ gameType: '', dataType: 'hot' });
    expect(enter('/m/fav-games').state).toMatchObject({ gameType: '', dataType: 'fav' });
  });
});

describe('the dataType machine (spec §4)', () => {
  it('tapping hot shows hot games; tapping the active hot toggles back to all', () => {
    const ctx = enter('/m/slot-games');
    const hot = findNode(doc.root, labelled('t:games_hot'));
    press(hot, ctx);
    expect(ctx.state).toMatchObject({ dataType: 'hot', classify: '' });
    press(hot, ctx);
    expect(ctx.state.dataType).toBe('all');
  });

  it('favourites and recent pass the member gate first (guests go to login)', () => {
    const ctx = enter('/m/slot-games');
    expect(press(findNode(doc.root, labelled('t:games_recent')), ctx).ran).toEqual(['memberGate']);
    expect(press(findNode(doc.root, labelled('t:games_classify_FAV')), ctx).ran).toEqual(['memberGate']);
    expect(press(findNode(doc.root, labelled('t:games_hot')), ctx).ran).toEqual([]);
  });

  it('a classify tab filters; All reverts to all', () => {
    const ctx = enter('/m/live-games');
    const tab = findNode(doc.root, (n) => n.type === 'Chip' && JSON.stringify(n.props?.label).includes('"t:games_classify_"'));
    press(tab, ctx, { item: 'BAC' });
    expect(ctx.state).toMatchObject({ classify: 'BAC', dataType: 'filter' });
    expect(gamesParams(ctx)).toEqual({ gameType: 'LIVE', gameClassify: 'BAC' });
    press(tab, ctx, { item: '' });
    expect(ctx.state).toMatchObject({ classify: '', dataType: 'all' });
    expect(gamesParams(ctx)).toEqual({ gameType: 'LIVE' });
  });

  it('New (slots only) asks for new games instead of a classify', () => {
    const ctx = enter('/m/slot-games');
    const tab = findNode(doc.root, (n) => n.type === 'Chip' && JSON.stringify(n.props?.label).includes('"t:games_classify_"'));
    press(tab, ctx, { item: 'NEW' });
    expect(gamesParams(ctx)).toEqual({ gameType: 'RNG', isNew: true });
  });

  it('choosing a vendor while hot or favourites are shown clears that choice', () => {
    const ctx = enter('/m/slot-games');
    press(findNode(doc.root, labelled('t:games_hot')), ctx);
    const vendor = findNode(doc.root, (n) => n.type === 'Chip' && JSON.stringify(n.props?.label).includes('findBy'));
    press(vendor, ctx, { item: 'PG' });
    expect(ctx.state).toMatchObject({ vendor: 'PG', dataType: 'all' });
    expect(gamesParams(ctx)).toEqual({ gameType: 'RNG', vassalage: 'PG' });
  });

  it('a trimmed name search filters; clearing it reverts to all', () => {
    const ctx = enter('/m/slot-games');
    const search = findNode(doc.root, (n) => n.type === 'SearchField');
    const [byIcon] = search.on!.search as (ActionSpec & { then: ActionSpec[]; ms: number })[];
    expect(byIcon.ms).toBe(600);
    runStateSteps(byIcon.then, Object.assign(ctx, { event: { value: 'dragon', via: 'icon' } }));
    expect(ctx.state).toMatchObject({ name: 'dragon', dataType: 'filter' });
    expect(gamesParams(ctx)).toEqual({ gameType: 'RNG', gameName: 'dragon' });
    runStateSteps(search.on!.clear as ActionSpec[], ctx);
    expect(ctx.state).toMatchObject({ name: '', dataType: 'all' });
  });

  it('each dataType has its own list, paged by 36; only one loads at a time', () => {
    const ctx = enter('/m/slot-games');
    const active = () => Object.entries(queries).filter(([name, q]) => ['games', 'hotGames', 'recentGames', 'favGames'].includes(name) && runWhen(q.when, ctx)).map(([name]) => name);
    expect(active()).toEqual(['games']);
    ctx.state.dataType = 'recent';
    expect(active()).toEqual(['recentGames']);
    ctx.state.dataType = 'fav';
    expect(active()).toEqual(['favGames']);
    ctx.state.dataType = 'hot';
    expect(active()).toEqual(['hotGames']);
    for (const name of ['games', 'recentGames', 'favGames']) expect((queries[name] as unknown as { paging: { pageSize: number } }).paging.pageSize).toBe(36);
  });
});

function runWhen(rule: unknown, ctx: object): boolean {
  return rule === undefined || Boolean(evaluate(rule as never, ctx));
}
