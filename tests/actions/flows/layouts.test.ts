import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/api/endpoints/layouts/bundle', () => ({ getLayoutBundle: vi.fn() }));
vi.mock('../../../src/i18n', () => ({ setTextOverrides: vi.fn() }));

import { getLayoutBundle } from '../../../src/api/endpoints/layouts/bundle';
import { loadLayouts, loadRestOfLayouts } from '../../../src/actions/flows/layouts';
import { ApiError } from '../../../src/api/errors';
import { layouts, pendingLayouts, readStoredLayouts } from '../../../src/state/platform';
import { MemoryStorage } from '../../state/memory-storage';

const routes = { schemaVersion: '1.0', kind: 'routes', id: 'routes', homeAliases: ['/'], home: '/m/home', fallback: '/m/home', routes: [] };
const screen = (id: string) => ({ schemaVersion: '1.0', kind: 'screen', id, root: { type: 'Stack' } });
const FIRST = { etag: 'e1', documents: { routes, home: screen('home') }, pending: { login: 'screen' } };
const REST = { etag: 'e1', documents: { login: screen('login') } };
const share = (kind: 'first' | 'rest') => ({ path: '/m/home', share: kind });

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('location', { pathname: '/m/home' });
  // The rest is asked for once the page has loaded and is idle: the tests ask for it themselves.
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  layouts.value = {};
  pendingLayouts.value = {};
});
afterEach(async () => {
  vi.mocked(getLayoutBundle).mockResolvedValue({ etag: 'x', documents: {} });
  await loadRestOfLayouts().catch(() => undefined); // no share left over for the next test
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a first visit gets the layouts in two shares', () => {
  it("draws from the page's share, knows which screens are coming, and keeps nothing until the rest is here", async () => {
    vi.mocked(getLayoutBundle).mockResolvedValueOnce(FIRST);
    await loadLayouts();
    expect(getLayoutBundle).toHaveBeenCalledWith(undefined, share('first'));
    expect(Object.keys(layouts.value).sort()).toEqual(['home', 'routes']);
    expect(pendingLayouts.value).toEqual({ login: 'screen' });
    expect(storage.getItem('MC_LAYOUT_ETAG')).toBeNull();

    vi.mocked(getLayoutBundle).mockResolvedValueOnce(REST);
    await loadRestOfLayouts();
    expect(getLayoutBundle).toHaveBeenLastCalledWith(undefined, share('rest'));
    expect(Object.keys(layouts.value).sort()).toEqual(['home', 'login', 'routes']);
    expect(pendingLayouts.value).toEqual({});
    expect(Object.keys(readStoredLayouts()).sort()).toEqual(['home', 'login', 'routes']);
    expect(storage.getItem('MC_LAYOUT_ETAG')).toBe('e1');
    // Once here, asking again asks nothing.
    await loadRestOfLayouts();
    expect(getLayoutBundle).toHaveBeenCalledTimes(2);
  });

  it('a rest that failed is asked for again by the next screen that needs it', async () => {
    vi.mocked(getLayoutBundle).mockResolvedValueOnce(FIRST).mockRejectedValueOnce(new ApiError('network', 'offline'));
    await loadLayouts();
    await expect(loadRestOfLayouts()).rejects.toThrow('offline');
    expect(pendingLayouts.value).toEqual({ login: 'screen' });
    vi.mocked(getLayoutBundle).mockResolvedValueOnce(REST);
    await loadRestOfLayouts();
    expect(layouts.value.login?.kind).toBe('screen');
  });

  it("shares of two versions (an operator's change in between) are used but their ETag is not kept", async () => {
    vi.mocked(getLayoutBundle).mockResolvedValueOnce(FIRST).mockResolvedValueOnce({ ...REST, etag: 'e2' });
    await loadLayouts();
    await loadRestOfLayouts();
    expect(layouts.value.login?.kind).toBe('screen');
    expect(storage.getItem('MC_LAYOUT_ETAG')).toBeNull();
  });

  it('a share that holds the whole bundle is kept at once', async () => {
    vi.mocked(getLayoutBundle).mockResolvedValueOnce({ etag: 'e1', documents: { routes }, pending: {} });
    await loadLayouts();
    expect(storage.getItem('MC_LAYOUT_ETAG')).toBe('e1');
  });
});
