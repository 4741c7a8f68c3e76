import { safeParse } from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runActions } from './dispatch';
import { navigateAction } from '../../src/actions/handlers/navigate';
import { replaceAction } from '../../src/actions/handlers/replace';
import { fakeScope } from './fake-scope';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('navigate / replace delay', () => {
  it('replace waits `delay` ms, after the actions before it, then replaces', async () => {
    const { scope, navigate, screen } = fakeScope();
    const run = runActions([{ do: 'state.set', key: 'gameCategory', value: 'HOME' }, { do: 'replace', to: '/m/home', delay: 100 }], scope);
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.state.value.gameCategory).toBe('HOME');
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(99);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await run;
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it('navigate without a delay goes at once', async () => {
    const { scope, navigate } = fakeScope();
    await runActions([{ do: 'navigate', to: '/m/login' }], scope);
    expect(navigate).toHaveBeenCalledWith('/m/login');
  });

  it('refuses negative or excessive delays', () => {
    expect(safeParse(replaceAction.params, { do: 'replace', to: '/m/home', delay: -1 }).success).toBe(false);
    expect(safeParse(navigateAction.params, { do: 'navigate', to: '/m/home', delay: 60_000 }).success).toBe(false);
    expect(safeParse(navigateAction.params, { do: 'navigate', to: '/m/home', delay: 100 }).success).toBe(true);
  });
});
