import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/api/endpoints/session/logout', () => ({ logout: vi.fn() }));

import { logout } from '../../src/api/endpoints/session/logout';
import { ApiError } from '../../src/api/errors';
import { runActionList } from './dispatch';
import { saveSession, session } from '../../src/state/session';
import { member } from '../../src/state/member';
import { wallet } from '../../src/state/wallet';
import { dialog, loading, modals, toggleModal } from '../../src/state/ui';
import { MemoryStorage } from '../state/memory-storage';
import { fakeScope } from './fake-scope';

let storage: MemoryStorage;
const events: string[] = [];

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  events.length = 0;
  saveSession({ token: 'tok', merchantCode: 'DEMO', userName: 'demo', type: 0, firstTimeLogin: false });
  member.value = { id: 1, type: 0, userName: 'demo' };
  wallet.value = { sumBalance: 5 };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** Records the order of what the player sees and what the app does. */
function watch() {
  const stopDialog = dialog.subscribe((d) => {
    if (d) events.push('confirm');
  });
  const stopLoading = loading.subscribe((l) => {
    events.push(l ? `loading:${l.text}` : 'loading:hidden');
  });
  const stopSession = session.subscribe((s) => {
    if (!s) events.push('session cleared');
  });
  return () => [stopDialog, stopLoading, stopSession].forEach((stop) => stop());
}

async function signOut(answer: boolean) {
  const { scope, navigate } = fakeScope();
  navigate.mockImplementation((to) => events.push(`navigate:${to}`));
  const stop = watch();
  events.length = 0;
  const run = runActionList([{ do: 'session.logout' }], scope);
  await vi.waitFor(() => expect(dialog.value).not.toBeNull());
  dialog.value!.answer(answer);
  const result = await run;
  stop();
  return { result, navigate };
}

describe('session.logout', () => {
  it('confirm, loading, call with the token, loading hidden, cleared, home', async () => {
    vi.mocked(logout).mockImplementation(async () => {
      events.push(`logout call with ${session.value?.token}`);
      return true;
    });
    const { navigate } = await signOut(true);
    // Home is chosen before the session is forgotten, so a guarded page's live guard cannot win (it would send the guest to /m/login).
    expect(events).toEqual(['confirm', 'loading:t:in_please_wait', 'logout call with tok', 'loading:hidden', 'navigate:/m/home', 'session cleared']);
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
    expect(member.value).toBeNull();
    expect(wallet.value).toBeNull();
    expect(storage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(storage.getItem('autoLogin')).toBe('0');
  });

  it('hides the loading and still signs out when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(logout).mockImplementation(async () => {
      events.push('logout call');
      throw new ApiError('network', 'The network is unavailable');
    });
    await signOut(true);
    expect(events).toEqual(['confirm', 'loading:t:in_please_wait', 'logout call', 'loading:hidden', 'navigate:/m/home', 'session cleared']);
    expect(loading.value).toBeNull();
    expect(storage.getItem('autoLogin')).toBe('0');
  });

  it('closes the panel the player signed out from', async () => {
    vi.mocked(logout).mockResolvedValue(true);
    toggleModal('rightPanel', true);
    await signOut(true);
    expect(modals.value.rightPanel).toBeFalsy();
  });

  it('does nothing when the player cancels', async () => {
    const { result, navigate } = await signOut(false);
    expect(result).toBe('stop');
    expect(logout).not.toHaveBeenCalled();
    expect(session.value?.token).toBe('tok');
    expect(navigate).not.toHaveBeenCalled();
  });
});
