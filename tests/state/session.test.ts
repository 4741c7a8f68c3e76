import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage';

let storage: MemoryStorage;
async function load(initial: Record<string, string> = {}, broken = false) {
  storage = new MemoryStorage(broken, initial);
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  const session = await import('../../src/state/session');
  const client = await import('../../src/api/client');
  return { ...session, client };
}
const info = { token: 'tok', merchantCode: 'DEMO', userName: 'demo', type: 0, firstTimeLogin: false };

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('session', () => {
  it('restores a stored session and ignores a corrupt or malformed one', async () => {
    expect((await load({ MC_SESSION_INFO: JSON.stringify(info) })).session.value).toEqual(info);
    expect((await load({ MC_SESSION_INFO: '{oops' })).session.value).toBeNull();
    expect((await load({ MC_SESSION_INFO: JSON.stringify({ token: 1 }) })).session.value).toBeNull();
    expect((await load({}, true)).session.value).toBeNull();
  });

  it('restores a stored session whatever the autoLogin flag says (sign-out clears the session itself)', async () => {
    expect((await load({ MC_SESSION_INFO: JSON.stringify(info), autoLogin: '0' })).session.value).toEqual(info);
  });

  it('persists on save and forgets on clear', async () => {
    const s = await load();
    s.saveSession(info);
    expect(JSON.parse(storage.getItem('MC_SESSION_INFO')!)).toEqual(info);
    expect(storage.getItem('trialName')).toBeNull();
    s.clearSession();
    expect(s.session.value).toBeNull();
    expect(storage.getItem('MC_SESSION_INFO')).toBeNull();
  });

  it('keeps the trial name for type 4 sessions', async () => {
    const s = await load();
    s.saveSession({ ...info, userName: 'guest_1', type: 4 });
    expect(storage.getItem('trialName')).toBe('guest_1');
    s.clearSession();
    expect(storage.getItem('trialName')).toBeNull();
  });

  it('sends the current token with API calls', async () => {
    const s = await load();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, value: 1 }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    s.saveSession(info);
    await s.client.api().get('/wps/x').json();
    const headers = new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
  });
});

describe('session across tabs', () => {
  it('follows a sign-in or sign-out made in another tab', async () => {
    const s = await load();
    const tab = new EventTarget();
    const stop = s.followSessionAcrossTabs(tab);
    storage.setItem('MC_SESSION_INFO', JSON.stringify(info));
    tab.dispatchEvent(Object.assign(new Event('storage'), { key: 'MC_SESSION_INFO' }));
    expect(s.session.value).toEqual(info);
    storage.removeItem('MC_SESSION_INFO');
    tab.dispatchEvent(Object.assign(new Event('storage'), { key: 'language' }));
    expect(s.session.value).toEqual(info);
    tab.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(s.session.value).toBeNull();
    stop();
    storage.setItem('MC_SESSION_INFO', JSON.stringify(info));
    tab.dispatchEvent(Object.assign(new Event('storage'), { key: 'MC_SESSION_INFO' }));
    expect(s.session.value).toBeNull();
  });
});
