import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint, PAGED, type EndpointDefinition } from '../../src/api/endpoint';
import { buildContext } from '../../src/engine/build-context';
import type { LayoutDocument } from '../../src/engine/types';
import { queryClient } from '../../src/queries/client';
import { queryLanguage } from '../../src/queries/debounced-language';
import { mountQueries } from '../../src/queries/mount';
import { prefetchPage, prefetchQueries } from '../../src/queries/prefetch';
import { createScreenStore } from '../../src/state/screen';

const fakes = new Map<string, EndpointDefinition>();
vi.mock('../../src/api/endpoint-registry', () => ({ findEndpoint: async (name: string) => fakes.get(name) }));
const calls: string[] = [];
function fake(name: string, answer: (params: Record<string, unknown>) => unknown, extra: Partial<EndpointDefinition> = {}) {
  fakes.set(name, defineEndpoint({ name, description: 'test', params: z.looseObject({}), run: async (params: any) => (calls.push(`${name} ${JSON.stringify(params)}`), answer(params)), ...extra }));
}
const stops: (() => void)[] = [];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  queryClient.clear();
  calls.length = 0;
  fakes.clear();
  queryLanguage.value = 'CN';
});
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('prefetching the queries of the page about to show', () => {
  it('asks once: the screen that mounts next takes the prefetched answer without asking again', async () => {
    fake('games.hot', () => ({ list: [{ id: 1 }] }));
    const specs = { hot: { call: 'games.hot', items: 'list' } };
    await prefetchQueries(specs, buildContext({}));
    expect(calls).toEqual(['games.hot {}']);
    const store = createScreenStore();
    stops.push(mountQueries(specs, store, () => buildContext({ state: store.state.value }), () => {}));
    await settle();
    await settle();
    expect(store.data.value.hot).toMatchObject({ status: 'ready', items: [{ id: 1 }] });
    expect(calls).toHaveLength(1);
    // A later visit asks again as usual (no cache policy: answers are stale at once).
    stops.splice(0).forEach((stop) => stop());
    stops.push(mountQueries(specs, createScreenStore(), () => buildContext({}), () => {}));
    await settle();
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('a screen that starts observing while the prefetch is in flight shares that request, and the next visit asks again', async () => {
    let release!: () => void;
    fake('content.promotions', () => new Promise((resolve) => (release = () => resolve({ list: [{ id: 7, status: 'JOINED' }] }))));
    const specs = { promos: { call: 'content.promotions', items: 'list' } };
    const prefetch = prefetchQueries(specs, buildContext({}));
    await settle();
    const store = createScreenStore();
    stops.push(mountQueries(specs, store, () => buildContext({}), () => {}));
    await settle();
    release();
    await prefetch;
    await settle();
    expect(calls).toHaveLength(1);
    stops.splice(0).forEach((stop) => stop());
    stops.push(mountQueries(specs, createScreenStore(), () => buildContext({}), () => {}));
    await settle();
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('leaves out queries that are off or whose params are refused in the starting context, and pages from 1', async () => {
    fake('games.list', (p) => ({ games: [], pageNum: p.pageNo, totalPages: 1, totalCount: 0 }), {
      paged: PAGED('games'),
      params: z.strictObject({ gameType: z.string(), pageNo: z.optional(z.number()), pageSize: z.optional(z.number()) }),
    });
    await prefetchQueries(
      {
        games: { call: 'games.list', params: { gameType: { $: { var: 'route.params.gameType' } } }, paging: { pageSize: 36 } },
        off: { call: 'games.list', params: { gameType: 'RNG' }, when: { var: 'member.loggedIn' } },
        refused: { call: 'games.list', params: { gameType: 5 } },
      },
      buildContext({ route: { path: '/m/slot-games', query: {}, params: { gameType: 'RNG' } } }),
    );
    expect(calls).toEqual(['games.list {"gameType":"RNG","pageNo":1,"pageSize":36}']);
  });

  it('a page: its screen and the fragments it includes, with the route entry params', async () => {
    fake('games.hot', () => ({ list: [] }));
    fake('content.notices', () => ({ list: [] }));
    const documents = {
      routes: { kind: 'routes', id: 'routes', schemaVersion: '1.0', homeAliases: ['/'], home: '/m/home', fallback: '/m/home', routes: [{ path: '/m/home', screen: 'home' }] },
      home: { kind: 'screen', id: 'home', schemaVersion: '1.0', queries: { notices: { call: 'content.notices' } }, root: { type: 'Stack', children: [{ type: 'Include', props: { layout: 'lobby' } }] } },
      lobby: { kind: 'fragment', id: 'lobby', schemaVersion: '1.0', queries: { hot: { call: 'games.hot' } }, root: { type: 'Stack' } },
    } as unknown as Record<string, LayoutDocument>;
    await prefetchPage('/', '', documents, (store, route) => buildContext({ state: store.state.value, route }));
    expect(calls.sort()).toEqual(['content.notices {}', 'games.hot {}']);
  });
});
