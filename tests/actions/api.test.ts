import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint, type CallEnv, type EndpointDefinition } from '../../src/api/endpoint';
import { ApiError } from '../../src/api/errors';
import { template } from '../../src/state/platform';
import { language } from '../../src/state/prefs';
import { clearSession, saveSession, session } from '../../src/state/session';
import { toasts } from '../../src/state/ui';
import { wallet } from '../../src/state/wallet';
import { runActionList } from './dispatch';
import { fakeScope } from './fake-scope';

// The action takes calls from the registry by name; here the registry holds small fakes.
const registry = new Map<string, EndpointDefinition>();
vi.mock('../../src/api/endpoint-registry', () => ({ findEndpoint: async (name: string) => registry.get(name) }));
const run = vi.fn<(params: unknown, env: CallEnv) => Promise<unknown>>();
function fake(name: string, extra: Partial<EndpointDefinition> = {}) {
  registry.set(name, defineEndpoint({ name, description: 'test', params: z.strictObject({ types: z.optional(z.array(z.enum(['PL', 'A']))) }), run, ...extra }));
}

const countries = [{ code: 'CN', name: 'China', dialingCode: '86' }];
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fake('system.countries');
  fake('content.notices');
  fake('session.renew', { session: true, effect: 'session' });
  fake('wallet.balance', { session: true, effect: 'wallet' });
});
afterEach(() => {
  vi.restoreAllMocks();
  run.mockReset();
  registry.clear();
  toasts.value = [];
  clearSession();
  wallet.value = null;
});

describe('api action', () => {
  it('with cache: an answer younger than staleMs is reused, and a query asking the same shares it', async () => {
    const { queryClient } = await import('../../src/queries/client');
    const { callKey } = await import('../../src/queries/cached-call');
    const { queryLanguage } = await import('../../src/queries/debounced-language');
    queryClient.clear();
    run.mockResolvedValue({ list: [1] });
    const { scope, screen } = fakeScope();
    const ask = { do: 'api', call: 'content.notices', params: { types: ['PL'] }, into: 'notices', cache: { staleMs: 60_000 } };
    await Promise.all([runActionList([ask], scope), runActionList([ask], scope)]);
    await runActionList([ask], scope);
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.state.value.notices).toEqual({ list: [1] });
    // Where a screen query with the same call and params keeps its answer.
    expect(queryClient.getQueryData(callKey('content.notices', { types: ['PL'] }, queryLanguage.peek()))).toEqual({ list: [1] });
    await runActionList([{ ...ask, cache: undefined }], scope);
    expect(run).toHaveBeenCalledTimes(2);
    queryClient.clear();
  });

  it('stores the answer under `into` and runs onSuccess with event.value', async () => {
    run.mockResolvedValue(countries);
    const { scope, screen } = fakeScope();
    await runActionList([{
      do: 'api', call: 'system.countries', into: 'countries',
      onSuccess: [{ do: 'form.set', name: 'countryDialingCode', value: { $: { var: 'event.value.0.dialingCode' } } }],
    }], scope);
    expect(screen.state.value.countries).toEqual(countries);
    expect(screen.form.value.countryDialingCode).toBe('86');
  });

  it('gives the call the player\'s language and the merchant, and its checked params', async () => {
    template.value = { templateId: '1', merchantCode: 'DEMO', parameters: {} };
    language.value = 'EN';
    run.mockResolvedValue({ list: [] });
    const { scope } = fakeScope();
    await runActionList([{ do: 'api', call: 'content.notices', params: { types: ['A'] } }], scope);
    expect(run).toHaveBeenCalledWith({ types: ['A'] }, { language: 'EN', merchantCode: 'DEMO' });
    language.value = 'CN';
  });

  it('leaves out params whose binding has no value (a vendor lobby launch has no nodeId)', async () => {
    run.mockResolvedValue({ list: [] });
    const { scope } = fakeScope();
    await runActionList([{ do: 'api', call: 'content.notices', params: { types: { $: { var: 'nothing' } } } }], scope);
    expect(run).toHaveBeenCalledWith({}, expect.anything());
  });

  it('runs onError with event.error instead of reporting', async () => {
    run.mockRejectedValue(new ApiError('http', 'Unknown error', { status: 500, code: 'internal' }));
    const { scope, screen } = fakeScope();
    const result = await runActionList([{
      do: 'api', call: 'system.countries',
      onError: [{ do: 'state.set', key: 'failed', value: { $: { var: 'event.error.status' } } }],
    }, { do: 'state.set', key: 'after', value: true }], scope);
    expect(result).toBeUndefined();
    expect(screen.state.value).toEqual({ failed: 500, after: true });
    expect(toasts.value).toEqual([]);
  });

  it('without onError a failure is toasted and ends the list', async () => {
    run.mockRejectedValue(new ApiError('timeout', 'The request timed out'));
    const { scope, screen } = fakeScope();
    expect(await runActionList([{ do: 'api', call: 'system.countries' }, { do: 'state.set', key: 'after', value: 1 }], scope)).toBe('stop');
    expect(toasts.value.map((t) => t.text)).toEqual(['t:common_err_timeout']);
    expect(screen.state.value.after).toBeUndefined();
  });

  it('a call the app cancelled is not reported to the player', async () => {
    run.mockRejectedValue(new ApiError('cancelled', 'The request was cancelled'));
    const { scope } = fakeScope();
    expect(await runActionList([{ do: 'api', call: 'system.countries' }], scope)).toBe('stop');
    expect(toasts.value).toEqual([]);
  });

  it('refuses unknown calls and params the call does not take, without calling', async () => {
    const { scope } = fakeScope();
    expect(await runActionList([{ do: 'api', call: 'deleteEverything' }], scope)).toBe('stop');
    expect(await runActionList([{ do: 'api', call: 'content.notices', params: { x: 1 } }], scope)).toBe('stop');
    expect(await runActionList([{ do: 'api', call: 'content.notices', params: { types: ['ZZ'] } }], scope)).toBe('stop');
    expect(run).not.toHaveBeenCalled();
  });

  it('a call that needs a session is not sent for a guest; with one its effect keeps global state in step', async () => {
    const { scope } = fakeScope();
    expect(await runActionList([{ do: 'api', call: 'session.renew' }], scope)).toBe('stop');
    expect(run).not.toHaveBeenCalled();
    saveSession({ token: 'old', merchantCode: 'DEMO', userName: 'demo', type: 0, firstTimeLogin: false });
    const member = fakeScope({ member: { loggedIn: true, type: 0 } });
    run.mockResolvedValueOnce({ token: 'new-token', expiresAt: 1 });
    await runActionList([{ do: 'api', call: 'session.renew' }], member.scope);
    expect(session.value?.token).toBe('new-token');
    run.mockResolvedValueOnce({ sumBalance: 12.5 });
    await runActionList([{ do: 'api', call: 'wallet.balance' }], member.scope);
    expect(wallet.value).toEqual({ sumBalance: 12.5 });
  });
});
