import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MemoryStorage } from './memory-storage';

const info = { token: 'tok', merchantCode: 'DEMO', userName: 'demo', type: 0, firstTimeLogin: false };

async function load() {
  vi.stubGlobal('localStorage', new MemoryStorage(false, { MC_SESSION_INFO: JSON.stringify(info) }));
  vi.resetModules();
  const session = await import('../../src/state/session');
  const client = await import('../../src/api/client');
  const member = await import('../../src/state/member');
  const wallet = await import('../../src/state/wallet');
  const ui = await import('../../src/state/ui');
  const report = await import('../../src/actions/report');
  member.member.value = { id: 1, type: 0, userName: 'demo' };
  wallet.wallet.value = { sumBalance: 12 };
  ui.toggleModal('rightPanel', true);
  return { ...session, client, member, wallet, ui, report };
}

function answer(status: number, errorCode: string, message = 'The account has been logged out, please log in again') {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false, errorCode, message }), {
    status,
    headers: { 'content-type': 'application/json' },
  })));
}

type Loaded = Awaited<ReturnType<typeof load>>;
const request = (m: Loaded) => m.client.call(z.number(), (signal) => m.client.api().options({ signal }).get('/wps/member/info').json());

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('a session the server no longer knows', () => {
  it.each(['session.expired', 'session.required'])('401 %s forgets the player, closes panels and tells once', async (code) => {
    const m = await load();
    answer(401, code);
    const error = await request(m).catch((e: unknown) => e);
    expect(m.session.value).toBeNull();
    expect(m.member.member.value).toBeNull();
    expect(m.wallet.wallet.value).toBeNull();
    expect(m.ui.modals.value).toEqual({});
    expect(m.ui.toasts.value.map((t) => t.text)).toEqual(['t:common_err_session_expired']);
    expect(m.client.endedSession(error)).toBe(true);
    // The dispatcher's report of the same failure does not tell the player a second time.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    m.report.reportActionError({ do: 'api' }, error);
    expect(m.ui.toasts.value).toHaveLength(1);
  });

  it('keeps the session for other failures', async () => {
    const m = await load();
    answer(401, 'login.failed', 'Incorrect username or password');
    await expect(request(m)).rejects.toMatchObject({ code: 'login.failed' });
    answer(403, 'session.expired');
    await expect(request(m)).rejects.toMatchObject({ status: 403 });
    expect(m.session.value?.token).toBe('tok');
    expect(m.ui.modals.value.rightPanel).toBe(true);
    expect(m.ui.toasts.value).toEqual([]);
  });

  it('ignores a 401 for a session that was replaced while the request ran', async () => {
    const m = await load();
    vi.stubGlobal('fetch', vi.fn(async () => {
      m.saveSession({ ...info, token: 'newer' });
      return new Response(JSON.stringify({ success: false, errorCode: 'session.expired', message: 'x' }), { status: 401 });
    }));
    const error = await request(m).catch((e: unknown) => e);
    expect(m.client.endedSession(error)).toBe(false);
    expect(m.session.value?.token).toBe('newer');
  });

  it('a 401 from the sign-out call itself is left to the sign-out (no "logged out" toast)', async () => {
    const m = await load();
    answer(401, 'session.expired');
    const error = await m.whileSigningOut(() => request(m)).catch((e: unknown) => e);
    expect(m.client.endedSession(error)).toBe(false);
    expect(m.session.value?.token).toBe('tok');
    expect(m.ui.toasts.value).toEqual([]);
    // Only while signing out.
    await request(m).catch(() => undefined);
    expect(m.session.value).toBeNull();
  });

  it('does nothing for a guest', async () => {
    const m = await load();
    m.clearSession();
    answer(401, 'session.required', 'Sorry, you are not logged in! please login first.');
    const error = await request(m).catch((e: unknown) => e);
    expect(m.client.endedSession(error)).toBe(false);
    expect(m.ui.toasts.value).toEqual([]);
  });
});
