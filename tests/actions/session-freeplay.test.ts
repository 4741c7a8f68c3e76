import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/api/endpoints/session/freeplay', () => ({ startFreePlay: vi.fn() }));
vi.mock('../../src/api/endpoints/member/info', () => ({ getMemberInfo: vi.fn() }));
vi.mock('../../src/api/endpoints/member/rank-progress', () => ({ getRankProgress: vi.fn() }));
vi.mock('../../src/api/endpoints/wallet/gcs', () => ({ getWallet: vi.fn() }));

import { startFreePlay } from '../../src/api/endpoints/session/freeplay';
import { getMemberInfo } from '../../src/api/endpoints/member/info';
import { getRankProgress } from '../../src/api/endpoints/member/rank-progress';
import { getWallet } from '../../src/api/endpoints/wallet/gcs';
import { ApiError } from '../../src/api/errors';
import { runActionList } from './dispatch';
import { clearSession, session } from '../../src/state/session';
import { template } from '../../src/state/platform';
import { toasts } from '../../src/state/ui';
import { MemoryStorage } from '../state/memory-storage';
import { fakeScope } from './fake-scope';

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  template.value = { templateId: '1', merchantCode: 'DEMO', parameters: {} };
  vi.mocked(getMemberInfo).mockResolvedValue({ id: 9, nickname: '', account: '', userName: 'guest_1', type: 4, clubLabel: { labelName: '' } } as never);
  vi.mocked(getWallet).mockResolvedValue({ sumBalance: 2000, currency: 'CNY' });
  vi.mocked(getRankProgress).mockResolvedValue({ currentProgress: { completedConditions: 0, totalExpectedConditions: 0 }, playerRankProgress: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  clearSession();
  toasts.value = [];
});

describe('session.freeplay', () => {
  it('starts a trial session typed by customerType, keeps the trial name and goes home', async () => {
    vi.mocked(startFreePlay).mockResolvedValue({ token: 'trial-tok', userName: 'guest_1', customerType: 4 });
    const { scope, navigate } = fakeScope();
    await runActionList([{ do: 'session.freeplay' }], scope);
    expect(session.value).toEqual({ token: 'trial-tok', merchantCode: 'DEMO', userName: 'guest_1', type: 4, firstTimeLogin: false });
    expect(storage.getItem('trialName')).toBe('guest_1');
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it('a refusal (free play switched off) is toasted and nothing changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(startFreePlay).mockRejectedValue(new ApiError('http', 'Free play is off', { status: 403, code: 'some.code' }));
    const { scope, navigate } = fakeScope();
    expect(await runActionList([{ do: 'session.freeplay' }], scope)).toBe('stop');
    expect(session.value).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts.value.map((t) => t.text)).toEqual(['Free play is off']);
  });
});
