import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint, PAGED, type CallEnv, type EndpointDefinition } from '../../src/api/endpoint';
import { ApiError } from '../../src/api/errors';
import { buildContext } from '../../src/engine/build-context';
import type { QuerySpecs } from '../../src/engine/queries';
import { queryClient } from '../../src/queries/client';
import { LANGUAGE_RELOAD_MS, queryLanguage } from '../../src/queries/debounced-language';
import { mountQueries } from '../../src/queries/mount';
import { language } from '../../src/state/prefs';
import { createScreenStore, type ScreenStore } from '../../src/state/screen';
import { runActionList } from '../actions/dispatch';
import { fakeScope } from '../actions/fake-scope';

const fakes = new Map<string, EndpointDefinition>();
vi.mock('../../src/api/endpoint-registry', () => ({ findEndpoint: async (name: string) => fakes.get(name) }));

const calls: { name: string; params: Record<string, unknown>; env: CallEnv }[] = [];
function fake(name: string, answer: (params: any, env: CallEnv) => unknown, extra: Partial<EndpointDefinition> = {}) {
  fakes.set(
    name,
    defineEndpoint({
      name,
      description: 'test',
      params: z.looseObject({}),
      run: async (params: any, env: CallEnv) => {
        calls.push({ name, params, env });
        return answer(params, env);
      },
      ...extra,
    }),
  );
}

const issues: string[] = [];
const mounted: (() => void)[] = [];
function mount(specs: QuerySpecs, store: ScreenStore = createScreenStore(), extra: Parameters<typeof buildContext>[0] = {}) {
  const stop = mountQueries(specs, store, () => buildContext({ ...extra, form: store.form.value, state: store.state.value, data: store.data.value }), (name, path, message) =>
    issues.push(`${name}${path}: ${message}`),
  );
  mounted.push(stop);
  return { store, stop, view: (name: string) => store.data.value[name] };
}

beforeEach(() => {
  queryClient.clear();
  calls.length = 0;
  issues.length = 0;
  fakes.clear();
  language.value = 'CN';
  queryLanguage.value = 'CN';
});
afterEach(() => {
  for (const stop of mounted.splice(0)) stop();
});

describe('queries in layouts', () => {
  it('feeds data.<name> with loading, then ready items from the answer path; an empty list is "empty"', async () => {
    fake('content.notices', () => ({ list: [{ id: 1 }, { id: 2 }], unreadCount: 1 }));
    fake('content.none', () => ({ list: [] }));
    const { view } = mount({ notices: { call: 'content.notices', items: 'list' }, none: { call: 'content.none', items: 'list' } });
    expect(view('notices').status).toBe('loading');
    await vi.waitFor(() => expect(view('notices').status).toBe('ready'));
    expect(view('notices')).toMatchObject({ items: [{ id: 1 }, { id: 2 }], count: 2, value: { unreadCount: 1 } });
    await vi.waitFor(() => expect(view('none').status).toBe('empty'));
  });

  it("a document's queries start together: data is written once for all of them, not once per query", async () => {
    for (const name of ['a', 'b', 'c', 'd']) fake(`test.${name}`, () => ({ list: [name] }));
    queryClient.setQueryData(['x'], 1);
    const store = createScreenStore();
    const writes: string[][] = [];
    const stopWatching = store.data.subscribe((data) => writes.push(Object.keys(data).filter((name) => data[name].status !== 'idle')));
    const specs = Object.fromEntries(['a', 'b', 'c', 'd'].map((name) => [name, { call: `test.${name}`, items: 'list' }]));
    mount(specs, store);
    await vi.waitFor(() => expect(Object.values(store.data.value).every((view) => view.status === 'ready')).toBe(true));
    stopWatching();
    // The first notice is the subscription itself; then all four as loading in one write, all four
    // observers starting in one more, and the answers as they come.
    expect(writes[1]).toEqual(['a', 'b', 'c', 'd']);
    expect(writes.length).toBeLessThanOrEqual(2 + 1 + 4);
  });

  it('a query already showing an answer (a page the platform drew) keeps it until its observer speaks, instead of going back to loading', async () => {
    fake('content.notices', () => ({ list: [{ id: 2 }] }));
    const store = createScreenStore();
    const drawn = { status: 'ready', items: [{ id: 1 }], count: 1, value: { list: [{ id: 1 }] }, hasMore: false, fetching: false, error: null } as never;
    store.data.value = { notices: drawn };
    mount({ notices: { call: 'content.notices', items: 'list' }, other: { call: 'content.notices', items: 'list' } }, store);
    // Before the call list is looked up: the drawn answer stays, a query with nothing to show loads.
    expect(store.data.value.notices).toBe(drawn);
    expect(store.data.value.other.status).toBe('loading');
    await vi.waitFor(() => expect(store.data.value.notices.items).toEqual([{ id: 2 }]));
  });

  it('identical queries in flight share one request (two screens, one call)', async () => {
    fake('games.hot', () => new Promise((resolve) => setTimeout(() => resolve({ list: [1] }), 20)));
    const a = mount({ hot: { call: 'games.hot', items: 'list', cache: { staleMs: 60_000 } } });
    const b = mount({ hot: { call: 'games.hot', items: 'list', cache: { staleMs: 60_000 } } });
    await vi.waitFor(() => expect(b.view('hot').status).toBe('ready'));
    expect(a.view('hot').status).toBe('ready');
    expect(calls).toHaveLength(1);
  });

  it('shows the cached answer at once when the screen comes back, fresh within staleMs, revalidating after', async () => {
    let n = 0;
    // The second answer takes a while, so the cached one is seen first.
    fake('games.hot', () => new Promise((resolve) => setTimeout(() => resolve({ list: [++n] }), n === 0 ? 0 : 80)));
    const first = mount({ hot: { call: 'games.hot', items: 'list', cache: { staleMs: 60_000 } } });
    await vi.waitFor(() => expect(first.view('hot').items).toEqual([1]));
    first.stop();
    const again = mount({ hot: { call: 'games.hot', items: 'list', cache: { staleMs: 60_000 } } });
    await vi.waitFor(() => expect(again.view('hot').status).toBe('ready'));
    expect(again.view('hot').items).toEqual([1]);
    expect(calls).toHaveLength(1);
    again.stop();
    const stale = mount({ hot: { call: 'games.hot', items: 'list' } });
    await vi.waitFor(() => expect(stale.view('hot').status).toBe('ready'));
    // The stale list shows while a fresh one loads, then the fresh one replaces it.
    expect(stale.view('hot').items).toEqual([1]);
    await vi.waitFor(() => expect(stale.view('hot').items).toEqual([2]));
  });

  it('pages: hasMore while pageNum < totalPages; load more appends the next page', async () => {
    fake('games.list', (p: { pageNo: number; pageSize: number }) => ({ games: [`g${p.pageNo}a`, `g${p.pageNo}b`], pageNum: p.pageNo, totalPages: 2, totalCount: 4 }), { paged: PAGED('games') });
    const { store, view } = mount({ games: { call: 'games.list', paging: { pageSize: 2 } } });
    await vi.waitFor(() => expect(view('games').status).toBe('ready'));
    expect(view('games')).toMatchObject({ items: ['g1a', 'g1b'], hasMore: true, total: 4, pageNum: 1, totalPages: 2 });
    expect(calls[0].params).toMatchObject({ pageNo: 1, pageSize: 2 });
    const more = store.queries.get('games')!.more();
    await vi.waitFor(() => expect(view('games').loadingMore).toBe(true));
    await more;
    await vi.waitFor(() => expect(view('games').items).toEqual(['g1a', 'g1b', 'g2a', 'g2b']));
    expect(view('games').hasMore).toBe(false);
  });

  it('params follow the context: a new filter is a new request from page 1', async () => {
    fake('games.list', (p: { pageNo: number; vassalage?: string }) => ({ games: [p.vassalage ?? 'all'], pageNum: 1, totalPages: 1 }), { paged: PAGED('games') });
    const store = createScreenStore({ state: { vendor: null } });
    const { view } = mount({ games: { call: 'games.list', params: { vassalage: { $: { var: 'state.vendor' } } }, paging: { pageSize: 36 } } }, store);
    await vi.waitFor(() => expect(view('games').items).toEqual(['all']));
    expect(calls[0].params).not.toHaveProperty('vassalage');
    store.state.value = { vendor: 'PG' };
    await vi.waitFor(() => expect(view('games').items).toEqual(['PG']));
    expect(calls[1].params).toMatchObject({ vassalage: 'PG', pageNo: 1 });
  });

  it('reloads on a language change once, after the debounce', async () => {
    fake('content.helpCenter', (_p, env) => [{ title: `help-${env.language}` }]);
    const { view } = mount({ help: { call: 'content.helpCenter' } });
    await vi.waitFor(() => expect(view('help').items).toEqual([{ title: 'help-CN' }]));
    language.value = 'EN';
    language.value = 'CN';
    language.value = 'EN';
    await new Promise((r) => setTimeout(r, LANGUAGE_RELOAD_MS / 2));
    expect(calls).toHaveLength(1);
    await vi.waitFor(() => expect(view('help').items).toEqual([{ title: 'help-EN' }]));
    expect(calls.map((c) => c.env.language)).toEqual(['CN', 'EN']);
  });

  it('leaving the screen cancels a request still in flight', async () => {
    let signal: AbortSignal | undefined;
    fake('content.slow', (_p, env) => {
      signal = env.signal;
      return new Promise(() => undefined);
    });
    const { stop } = mount({ slow: { call: 'content.slow' } });
    await vi.waitFor(() => expect(signal).toBeDefined());
    stop();
    expect(signal?.aborted).toBe(true);
  });

  it('a failing call is an error state with a translated message; reload retries', async () => {
    let fail = true;
    fake('content.flaky', () => {
      if (fail) throw new ApiError('http', 'HTTP 502', { status: 502, code: 'http.502' });
      return [1];
    });
    const { store, view } = mount({ flaky: { call: 'content.flaky' } });
    await vi.waitFor(() => expect(view('flaky').status).toBe('error'));
    expect(view('flaky').error?.code).toBe('http.502');
    fail = false;
    await store.queries.get('flaky')!.reload();
    await vi.waitFor(() => expect(view('flaky').status).toBe('ready'));
  });

  it('an unknown call or bad params is an error state and a report, never a crash', async () => {
    fakes.set('strict.call', defineEndpoint({ name: 'strict.call', description: 't', params: z.strictObject({ id: z.number() }), run: async () => 1 }));
    const { view } = mount({ nope: { call: 'no.such' }, bad: { call: 'strict.call', params: { id: 'x' } } });
    await vi.waitFor(() => expect(view('nope').status).toBe('error'));
    await vi.waitFor(() => expect(view('bad').status).toBe('error'));
    expect(issues).toEqual(expect.arrayContaining([expect.stringContaining('nope/call: unknown call "no.such"'), expect.stringContaining('bad/params: invalid params for "strict.call"')]));
  });

  it('a query whose when is false, or that needs a session without one, is idle and sends nothing', async () => {
    fake('games.favouriteIds', () => [1], { session: true });
    const { view } = mount({ fav: { call: 'games.favouriteIds' }, gated: { call: 'games.favouriteIds', when: false } });
    await new Promise((r) => setTimeout(r, 10));
    expect(view('fav').status).toBe('idle');
    expect(view('gated').status).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('patchItems changes the held items at once (a notice marked read before the server answers)', async () => {
    fake('content.notices', () => ({ list: [{ id: 1, read: false }, { id: 2, read: false }] }));
    const { store, view } = mount({ notices: { call: 'content.notices', items: 'list' } });
    await vi.waitFor(() => expect(view('notices').status).toBe('ready'));
    store.queries.get('notices')!.patchItems((item, index) => (index === 1 ? { ...(item as object), read: true } : item));
    await vi.waitFor(() => expect(view('notices').items).toEqual([{ id: 1, read: false }, { id: 2, read: true }]));
  });

  it('query.patch adds a value once, removes it, drops matching items, and with optional ignores a screen without the query', async () => {
    fake('games.favouriteIds', () => ({ ids: [3, 7], pageNum: 1, totalPages: 1, totalCount: 2, pageSize: 100 }));
    fake('games.favouriteList', () => ({ content: [{ nodeId: 3 }, { nodeId: 7 }], pageNum: 1, totalPages: 1, totalCount: 2, pageSize: 15 }), { paged: PAGED('content') });
    const { store, view } = mount({ favIds: { call: 'games.favouriteIds', items: 'ids' }, favs: { call: 'games.favouriteList', paging: { pageSize: 15 } } });
    await vi.waitFor(() => expect(view('favs').status).toBe('ready'));
    const { scope } = fakeScope({ screen: store });
    await runActionList([{ do: 'query.patch', query: 'favIds', add: 9 }, { do: 'query.patch', query: 'favIds', add: 3 }], scope);
    await vi.waitFor(() => expect(view('favIds').items).toEqual([3, 7, 9]));
    await runActionList([{ do: 'query.patch', query: 'favIds', remove: 7 }, { do: 'query.patch', query: 'favs', where: { '==': [{ var: 'item.nodeId' }, 7] }, drop: true }], scope);
    await vi.waitFor(() => expect(view('favIds').items).toEqual([3, 9]));
    await vi.waitFor(() => expect(view('favs').items).toEqual([{ nodeId: 3 }]));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await runActionList([{ do: 'query.patch', query: 'elsewhere', add: 1, optional: true }], scope);
    expect(error).not.toHaveBeenCalled();
    await runActionList([{ do: 'query.patch', query: 'elsewhere', add: 1 }], scope);
    expect(String(error.mock.calls.flat().map(String))).toContain('no query named "elsewhere"');
    error.mockRestore();
  });
});
