import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/actions/browser', () => ({ openExternal: vi.fn(), leaveApp: vi.fn(), scrollToAnchor: vi.fn() }));

import { runActionList, runActions } from './dispatch';
import { leaveApp, openExternal, scrollToAnchor } from '../../src/actions/browser';
import { dialog, modals, toasts } from '../../src/state/ui';
import { balanceHidden } from '../../src/state/wallet';
import { fakeScope } from './fake-scope';

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(openExternal).mockClear();
  toasts.value = [];
  modals.value = {};
});

async function answerDialog(ok: boolean) {
  await vi.waitFor(() => expect(dialog.value).not.toBeNull());
  dialog.value!.answer(ok);
}

describe('navigation handlers', () => {
  it('navigate pushes, replace replaces, back goes back', async () => {
    const { scope, navigate, back } = fakeScope();
    await runActions([{ do: 'navigate', to: '/m/register' }, { do: 'replace', to: '/m/home' }, { do: 'back' }], scope);
    expect(navigate.mock.calls).toEqual([['/m/register'], ['/m/home', { replace: true }]]);
    expect(back).toHaveBeenCalledOnce();
  });

  it('waits `delay` ms before changing the route', async () => {
    vi.useFakeTimers();
    const { scope, navigate } = fakeScope();
    const run = runActions([{ do: 'replace', to: '/m/home', delay: 100 }], scope);
    await vi.advanceTimersByTimeAsync(99);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await run;
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
    vi.useRealTimers();
  });

  it('reports unknown params (typos) instead of ignoring them', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { scope, navigate } = fakeScope();
    await runActions([{ do: 'navigate', to: '/m/home', replce: true }], scope);
    expect(navigate).not.toHaveBeenCalled();
    expect(String(error.mock.calls[0][0])).toContain('replce');
  });

  it('refuses protocol-relative paths, backslashes and spaces without throwing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { scope, navigate } = fakeScope();
    for (const to of ['//evil.example/x', '/\\evil.example', '/m/a\\b', '/m/ home', '/m/x\u0000']) {
      await expect(runActions([{ do: 'navigate', to }], scope)).resolves.not.toThrow();
      await runActions([{ do: 'replace', to: { $: { cat: ['/', '\\evil.example'] } } }], scope);
    }
    expect(navigate).not.toHaveBeenCalled();
    await runActions([{ do: 'navigate', to: '/m/home?cat=LIVE#games' }], scope);
    expect(navigate).toHaveBeenCalledWith('/m/home?cat=LIVE#games');
  });
});

describe('toast', () => {
  it('shows the text for the given duration', async () => {
    const { scope } = fakeScope();
    await runActions([{ do: 'toast', text: 't:common_sms_sent', duration: 1500 }], scope);
    expect(toasts.value[0]).toMatchObject({ text: 't:common_sms_sent', duration: 1500 });
  });
});

describe('confirm', () => {
  it('runs then on OK and continues', async () => {
    const { scope, screen } = fakeScope();
    const run = runActions([
      { do: 'confirm', text: 'sure?', then: [{ do: 'form.set', name: 'ok', value: true }] },
      { do: 'form.set', name: 'after', value: true },
    ], scope);
    await answerDialog(true);
    await run;
    expect(screen.form.value).toEqual({ ok: true, after: true });
  });

  it('runs else on cancel; without else cancel ends the list', async () => {
    const { scope, screen } = fakeScope();
    let run = runActionList([
      { do: 'confirm', text: 'sure?', then: [], else: [{ do: 'form.set', name: 'no', value: true }] },
      { do: 'form.set', name: 'after', value: 1 },
    ], scope);
    await answerDialog(false);
    expect(await run).toBeUndefined();
    expect(screen.form.value).toEqual({ no: true, after: 1 });
    run = runActionList([{ do: 'confirm', text: 'sure?', then: [] }, { do: 'form.set', name: 'later', value: 1 }], scope);
    await answerDialog(false);
    expect(await run).toBe('stop');
    expect(screen.form.value.later).toBeUndefined();
  });
});

describe('state and form', () => {
  it('state.set and form.set write the screen store', async () => {
    const { scope, screen } = fakeScope();
    await runActions([{ do: 'state.set', key: 'tab', value: 2 }, { do: 'form.set', name: 'method', value: 'sms' }], scope);
    expect(screen.state.value).toEqual({ tab: 2 });
    expect(screen.form.value).toEqual({ method: 'sms' });
  });

  it('form.validate writes errors, clears fixed ones and passes when valid', async () => {
    const { scope, screen } = fakeScope();
    screen.fields.value = [{ name: 'username', required: true }, { name: 'nickname' }];
    expect(await runActionList([{ do: 'form.validate' }], scope)).toBe('stop');
    expect(Object.keys(screen.errors.value)).toEqual(['username']);
    expect(screen.errors.value.username).toMatch(/^t:/);
    screen.form.value = { username: 'demo' };
    expect(await runActionList([{ do: 'form.validate' }], scope)).toBeUndefined();
    expect(screen.errors.value).toEqual({});
  });

  it('form.validate can check only some fields', async () => {
    const { scope, screen } = fakeScope();
    screen.fields.value = [{ name: 'username', required: true }, { name: 'password', required: true }];
    expect(await runActionList([{ do: 'form.validate', fields: ['password'] }], scope)).toBe('stop');
    expect(Object.keys(screen.errors.value)).toEqual(['password']);
  });
});

describe('modal.toggle and balance.toggle', () => {
  it('toggles the named modal or sets it', async () => {
    const { scope } = fakeScope();
    await runActions([{ do: 'modal.toggle', name: 'rightPanel' }], scope);
    expect(modals.value.rightPanel).toBe(true);
    await runActions([{ do: 'modal.toggle', name: 'rightPanel', open: true }], scope);
    expect(modals.value.rightPanel).toBe(true);
    await runActions([{ do: 'modal.toggle', name: 'rightPanel' }], scope);
    expect(modals.value.rightPanel).toBe(false);
  });

  it('balance.toggle flips the hidden flag', async () => {
    const { scope } = fakeScope();
    const before = balanceHidden.value;
    await runActions([{ do: 'balance.toggle' }], scope);
    expect(balanceHidden.value).toBe(!before);
  });
});

describe('openUrl', () => {
  it('opens http and https addresses', async () => {
    const { scope } = fakeScope();
    await runActions([{ do: 'openUrl', url: 'https://t.me/demo' }], scope);
    expect(openExternal).toHaveBeenCalledWith('https://t.me/demo');
  });

  it('with sameTab goes to an address or a page of this site outside the app (a launched game) in this tab', async () => {
    const { scope } = fakeScope();
    await runActions([{ do: 'openUrl', url: '/play/abc', sameTab: true }, { do: 'openUrl', url: 'https://g.example/x', sameTab: true }], scope);
    expect(vi.mocked(leaveApp).mock.calls).toEqual([['/play/abc'], ['https://g.example/x']]);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('refuses a scheme-relative "//host" even in this tab', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(leaveApp).mockClear();
    const { scope } = fakeScope();
    await runActions([{ do: 'openUrl', url: '//evil.example/x', sameTab: true }], scope);
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'not a url', '/m/home'])('refuses %s with a report', async (url) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { scope } = fakeScope();
    await runActions([{ do: 'openUrl', url }], scope);
    expect(openExternal).not.toHaveBeenCalled();
    expect(error.mock.calls[0].map(String).join(' ')).toContain('only http and https');
  });
});

describe('scroll.to', () => {
  it('brings the element with the anchor id into view', async () => {
    const { scope } = fakeScope();
    await runActions([{ do: 'scroll.to', anchor: 'game-area' }], scope);
    expect(scrollToAnchor).toHaveBeenCalledWith('game-area');
  });
});
