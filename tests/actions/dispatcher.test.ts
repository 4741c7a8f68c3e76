import { z } from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDispatcher } from '../../src/actions/dispatcher';
import { loadActionHandlers } from '../../src/actions/registry';

const actionHandlers = await loadActionHandlers();
import type { ActionHandler, ScopeBase } from '../../src/actions/types';
import type { ActionSpec } from '../../src/engine/types';
import { ApiError } from '../../src/api/errors';
import { defineAction } from '../../src/actions/types';
import { actionSchema } from '../../src/actions/params';
import { toasts } from '../../src/state/ui';
import { fakeScope } from './fake-scope';

afterEach(() => {
  vi.restoreAllMocks();
  toasts.value = [];
});

const extra: ActionHandler<any>[] = [];
const dispatcher = () => createDispatcher([...actionHandlers, ...extra]);
const runActions = (list: readonly ActionSpec[] | undefined, scope: ScopeBase) => dispatcher().runActions(list, scope);
const runActionList = (list: readonly ActionSpec[], scope: ScopeBase) => dispatcher().runActionList(list, scope);

/** Registers a throwaway handler for one test. */
function withHandler(name: string, run: (action: Record<string, unknown>) => unknown) {
  const handler = defineAction({ name, description: 'test', params: z.catchall(actionSchema(name, {}), z.unknown()), run: (a) => run(a) as never });
  extra.push(handler);
  return () => extra.splice(extra.indexOf(handler), 1);
}

describe('runActions', () => {
  it('runs actions in order', async () => {
    const { scope, screen, navigate } = fakeScope();
    await runActions([{ do: 'form.set', name: 'a', value: 1 }, { do: 'navigate', to: '/m/login' }], scope);
    expect(screen.form.value).toEqual({ a: 1 });
    expect(navigate).toHaveBeenCalledWith('/m/login');
  });

  it('skips an action whose when is falsy, and only that one', async () => {
    const { scope, screen } = fakeScope({ flags: { CBS3: false } });
    await runActions([
      { do: 'form.set', name: 'a', value: 1, when: { var: 'flags.CBS3' } },
      { do: 'form.set', name: 'b', value: 2 },
    ], scope);
    expect(screen.form.value).toEqual({ b: 2 });
  });

  it('ends the list when a handler answers stop', async () => {
    const { scope, screen } = fakeScope();
    screen.fields.value = [{ name: 'username', required: true }];
    await runActions([{ do: 'form.validate' }, { do: 'form.set', name: 'after', value: true }], scope);
    expect(screen.form.value.after).toBeUndefined();
    expect(screen.errors.value.username).toBeDefined();
  });

  it('evaluates { "$": rule } params against the context and the event', async () => {
    const { scope, screen } = fakeScope({ event: { value: 'sms' } });
    screen.form.value = { username: 'demo' };
    await runActions([
      { do: 'form.set', name: 'method', value: { $: { var: 'event.value' } } },
      { do: 'state.set', key: 'greeting', value: { $: { cat: ['hi ', { var: 'form.username' }] } } },
    ], scope);
    expect(screen.form.value.method).toBe('sms');
    expect(screen.state.value.greeting).toBe('hi demo');
  });

  it('leaves nested action lists for later evaluation', async () => {
    const seen: unknown[] = [];
    const remove = withHandler('test.capture', (a) => seen.push(a));
    const { scope } = fakeScope();
    const nested = [{ do: 'form.set', name: 'x', value: { $: { var: 'event.value' } } }];
    await runActions([{ do: 'test.capture', list: nested }], scope);
    remove();
    expect((seen[0] as { list: unknown }).list).toEqual(nested);
  });

  it('reports an unknown action or bad params and ends the list without running it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { scope, navigate } = fakeScope();
    expect(await runActionList([{ do: 'nope' }, { do: 'navigate', to: '/m/home' }], scope)).toBe('stop');
    expect(await runActionList([{ do: 'navigate', to: 42 }, { do: 'back' }], scope)).toBe('stop');
    expect(await runActionList([{ do: 'navigate', to: 'https://evil.example' }], scope)).toBe('stop');
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.back).not.toHaveBeenCalled();
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining('unknown action "nope"'),
      expect.stringContaining('invalid params for "navigate"'),
      expect.stringContaining('invalid params for "navigate"'),
    ]);
  });

  it('reports a thrown error with the action, toasts an API error message and ends the list', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const remove = withHandler('test.fail', () => {
      throw new ApiError('http', 'Sorry, this account does not have permission', { status: 403, code: 'forbidden.x' });
    });
    const { scope, screen } = fakeScope();
    await runActions([{ do: 'test.fail' }, { do: 'form.set', name: 'after', value: 1 }], scope);
    remove();
    expect(error).toHaveBeenCalledWith('action "test.fail" failed', { do: 'test.fail' }, expect.any(ApiError));
    expect(toasts.value.map((t) => t.text)).toEqual(['Sorry, this account does not have permission']);
    expect(screen.form.value.after).toBeUndefined();
  });

  it('reports a broken condition instead of throwing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { scope } = fakeScope();
    await expect(runActions([{ do: 'back', when: { noSuchOperator: [] } }], scope)).resolves.toBeUndefined();
    expect(scope.back).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    expect(toasts.value).toEqual([]);
  });
});

describe('lazy handlers', () => {
  it('a handler of the lazy chunk is loaded on first use, once, then runs like any other', async () => {
    const load = vi.fn(async () => defineAction({ name: 'late', description: 'test', params: actionSchema('late', {}), run: (_a, scope) => void scope.navigate('/m/late') }));
    const lazy = createDispatcher([{ name: 'late', load }]);
    const { scope, navigate } = fakeScope();
    await lazy.runActions([{ do: 'late' }, { do: 'late' }], scope);
    expect(load).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls).toEqual([['/m/late'], ['/m/late']]);
  });
});
