import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/api/endpoints/system/country', () => ({ getCountries: vi.fn() }));
vi.mock('../../src/api/endpoints/session/renew', () => ({ renewSession: vi.fn() }));
vi.mock('../../src/api/endpoints/content/announcements', () => ({ getAnnouncements: vi.fn(async () => ({ list: [] })) }));
vi.mock('../../src/api/endpoints/games/winners', () => ({ getWinners: vi.fn(async () => ({ list: [] })) }));

import { getCountries } from '../../src/api/endpoints/system/country';
import { renewSession } from '../../src/api/endpoints/session/renew';
import { getAnnouncements } from '../../src/api/endpoints/content/announcements';
import { getWinners } from '../../src/api/endpoints/games/winners';
import { template } from '../../src/state/platform';
import { language } from '../../src/state/prefs';
import { ApiError } from '../../src/api/errors';
import { runActionList } from './dispatch';
import { clearSession, saveSession, session } from '../../src/state/session';
import { toasts } from '../../src/state/ui';
import { fakeScope } from './fake-scope';

const countries = [{ code: 'CN', name: 'China', dialingCode: '86' }];
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  toasts.value = [];
  clearSession();
});

describe('api action', () => {
  it('stores the answer under `into` and runs onSuccess with event.value', async () => {
    vi.mocked(getCountries).mockResolvedValue(countries);
    const { scope, screen } = fakeScope();
    await runActionList([{
      do: 'api', call: 'countries', into: 'countries',
      onSuccess: [{ do: 'form.set', name: 'countryDialingCode', value: { $: { var: 'event.value.0.dialingCode' } } }],
    }], scope);
    expect(screen.state.value.countries).toEqual(countries);
    expect(screen.form.value.countryDialingCode).toBe('86');
  });

  it('runs onError with event.error instead of reporting', async () => {
    vi.mocked(getCountries).mockRejectedValue(new ApiError('http', 'Unknown error', { status: 500, code: 'internal' }));
    const { scope, screen } = fakeScope();
    const result = await runActionList([{
      do: 'api', call: 'countries',
      onError: [{ do: 'state.set', key: 'failed', value: { $: { var: 'event.error.status' } } }],
    }, { do: 'state.set', key: 'after', value: true }], scope);
    expect(result).toBeUndefined();
    expect(screen.state.value).toEqual({ failed: 500, after: true });
    expect(toasts.value).toEqual([]);
  });

  it('without onError a failure is toasted and ends the list', async () => {
    vi.mocked(getCountries).mockRejectedValue(new ApiError('timeout', 'The request timed out'));
    const { scope, screen } = fakeScope();
    expect(await runActionList([{ do: 'api', call: 'countries' }, { do: 'state.set', key: 'after', value: 1 }], scope)).toBe('stop');
    expect(toasts.value.map((t) => t.text)).toEqual(['t:common_err_timeout']);
    expect(screen.state.value.after).toBeUndefined();
  });

  it('refuses unknown calls and unexpected params', async () => {
    const { scope } = fakeScope();
    expect(await runActionList([{ do: 'api', call: 'deleteEverything' }], scope)).toBe('stop');
    expect(await runActionList([{ do: 'api', call: 'countries', params: { x: 1 } }], scope)).toBe('stop');
    expect(getCountries).not.toHaveBeenCalled();
  });

  it('renewSession keeps the renewed token and is skipped without a session', async () => {
    vi.mocked(renewSession).mockResolvedValue({ token: 'new-token', expiresAt: 1 });
    const { scope } = fakeScope();
    await runActionList([{ do: 'api', call: 'renewSession' }], scope);
    expect(renewSession).not.toHaveBeenCalled();
    saveSession({ token: 'old', merchantCode: 'DEMO', userName: 'demo', type: 0, firstTimeLogin: false });
    await runActionList([{ do: 'api', call: 'renewSession' }], scope);
    expect(session.value?.token).toBe('new-token');
  });

  it('content calls add the merchant and the current language, and check their params', async () => {
    template.value = { templateId: '1', merchantCode: 'DEMO', parameters: {} };
    language.value = 'EN';
    const { scope } = fakeScope();
    await runActionList([{ do: 'api', call: 'announcements', params: { types: ['B', 'PL'], groupName: 'm_home' } }], scope);
    expect(getAnnouncements).toHaveBeenCalledWith({ types: ['B', 'PL'], groupName: 'm_home', merchantCode: 'DEMO' });
    await runActionList([{ do: 'api', call: 'winners', params: { limitNum: 20 } }], scope);
    expect(getWinners).toHaveBeenCalledWith({ limitNum: 20, language: 'EN' });
    expect(await runActionList([{ do: 'api', call: 'announcements', params: { types: ['ZZ'] } }], scope)).toBe('stop');
    expect(getAnnouncements).toHaveBeenCalledTimes(1);
  });
});
