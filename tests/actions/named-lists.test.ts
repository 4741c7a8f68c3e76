import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import actionsJson from '../../layouts/actions.json';
import { parseLayoutDocument } from '../../src/engine/parse';
import type { ActionsDocument } from '../../src/engine/types';
import { layouts } from '../../src/state/platform';
import { createScreenStore } from '../../src/state/screen';
import { toasts } from '../../src/state/ui';
import { buildContext, type PartialContext } from '../../src/engine/build-context';
import type { ActionScope } from '../../src/actions/types';
import { runActionList } from './dispatch';

function scopeAs(member: PartialContext['member']) {
  const screen = createScreenStore();
  const navigate = vi.fn();
  const scope: ActionScope = {
    screen,
    context: () => buildContext({ member, state: screen.state.value }),
    navigate,
    back: vi.fn(),
    run: (list, override) => runActionList(list, { ...scope, ...override }),
  };
  return { scope, navigate };
}

beforeEach(() => {
  const parsed = parseLayoutDocument(actionsJson);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  layouts.value = { actions: parsed.doc as ActionsDocument };
});
afterEach(() => {
  layouts.value = {};
  toasts.value = [];
});

describe('named action lists (layouts/actions.json)', () => {
  it('deposit: a guest goes to login, and nothing after runs', async () => {
    const { scope, navigate } = scopeAs({ loggedIn: false });
    expect(await runActionList([{ do: 'run', list: 'deposit' }, { do: 'state.set', key: 'after', value: 1 }], scope)).toBe('stop');
    // Told why, and sent to log in with the way back to the page they were on.
    expect(navigate.mock.calls).toEqual([['/m/login?returnTo=%2Fm%2Fhome']]);
    expect(toasts.value.map((t) => t.text)).toEqual(['t:common_err_session_required']);
    expect(scope.screen.state.value.after).toBeUndefined();
  });

  it.each([[0], [1], [2]])('deposit: a real member of type %i goes to the deposit page', async (type) => {
    const { scope, navigate } = scopeAs({ loggedIn: true, type, isReal: true });
    await runActionList([{ do: 'run', list: 'deposit' }], scope);
    expect(navigate.mock.calls).toEqual([['/m/voucherCenter']]);
  });

  it.each([[4], [40]])('withdraw: type %i sees the real-account text for 2 s and stays', async (type) => {
    const { scope, navigate } = scopeAs({ loggedIn: true, type, isReal: false, isTrial: type === 4 });
    expect(await runActionList([{ do: 'run', list: 'withdraw' }], scope)).toBe('stop');
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts.value).toEqual([expect.objectContaining({ text: 't:free_reject', duration: 2000 })]);
  });

  it('args passed with `with` are visible inside the list', async () => {
    layouts.value = { actions: { kind: 'actions', id: 'actions', schemaVersion: '1.0', lists: { remember: [{ do: 'state.set', key: 'got', value: { $: { var: 'args.game' } } }] } } };
    const { scope } = scopeAs({ loggedIn: true });
    await runActionList([{ do: 'run', list: 'remember', with: { game: 'Fortune' } }], scope);
    expect(scope.screen.state.value.got).toBe('Fortune');
  });

  it('an unknown list or one that runs itself is reported and ends the list, never a hang', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    layouts.value = { actions: { kind: 'actions', id: 'actions', schemaVersion: '1.0', lists: { loop: [{ do: 'run', list: 'loop' }] } } };
    const { scope } = scopeAs({ loggedIn: true });
    expect(await runActionList([{ do: 'run', list: 'nope' }], scope)).toBe('stop');
    expect(await runActionList([{ do: 'run', list: 'loop' }], scope)).toBe('stop');
  });
});

describe('throttle and debounce', () => {
  it('throttle runs at once, then once more with the last call when the window ends', async () => {
    vi.useFakeTimers();
    const { scope } = scopeAs({ loggedIn: true });
    const bump = (n: number) => [{ do: 'throttle', key: 'read', ms: 150, then: [{ do: 'state.set', key: 'last', value: n }] }];
    await runActionList(bump(1), scope);
    expect(scope.screen.state.value.last).toBe(1);
    await runActionList(bump(2), scope);
    await runActionList(bump(3), scope);
    expect(scope.screen.state.value.last).toBe(1);
    await vi.advanceTimersByTimeAsync(150);
    expect(scope.screen.state.value.last).toBe(3);
    vi.useRealTimers();
  });

  it('debounce runs once after a quiet spell, with the latest call', async () => {
    vi.useFakeTimers();
    const { scope } = scopeAs({ loggedIn: true });
    for (const n of [1, 2, 3]) await runActionList([{ do: 'debounce', key: 'search', ms: 600, then: [{ do: 'state.set', key: 'q', value: n }] }], scope);
    await vi.advanceTimersByTimeAsync(599);
    expect(scope.screen.state.value.q).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.screen.state.value.q).toBe(3);
    vi.useRealTimers();
  });
});
