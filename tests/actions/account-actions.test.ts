import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint, type CallEnv, type EndpointDefinition } from '../../src/api/endpoint';
import { encryptServiceLink } from '../../src/server/security/service-link';
import { firstTimeThisSession, resetOnce } from '../../src/actions/handlers/once';
import { createScreenStore, disposeScreen, setFormValue } from '../../src/state/screen';
import { downloadBarHidden } from '../../src/state/prefs';
import { dialog, loading, toasts } from '../../src/state/ui';
import { MemoryStorage } from '../state/memory-storage';
import { runActionList } from './dispatch';
import { fakeScope } from './fake-scope';

const registry = new Map<string, EndpointDefinition>();
vi.mock('../../src/api/endpoint-registry', () => ({ findEndpoint: async (name: string) => registry.get(name) }));
const focused: string[] = [];
const opened: string[] = [];
vi.mock('../../src/actions/browser', async (original) => ({
  ...(await original<object>()),
  focusField: (name: string) => focused.push(name),
  openExternal: (url: string) => opened.push(url),
}));

const run = vi.fn<(params: unknown, env: CallEnv) => Promise<unknown>>();
beforeEach(() => {
  registry.set('member.register', defineEndpoint({
    name: 'member.register',
    description: 'test',
    params: z.strictObject({ username: z.optional(z.string()), qqNum: z.optional(z.string()), email: z.optional(z.string()) }),
    run,
  }));
});
afterEach(() => {
  run.mockReset();
  registry.clear();
  focused.length = 0;
  opened.length = 0;
  toasts.value = [];
  dialog.value = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('form.error', () => {
  it('puts a message on a field and focuses it; without a text it clears the field', async () => {
    const { scope, screen } = fakeScope();
    await runActionList([{ do: 'form.error', name: 'affiliateCode', text: 't:accounts_invitation_error' }], scope);
    expect(screen.errors.value).toEqual({ affiliateCode: 't:accounts_invitation_error' });
    expect(focused).toEqual(['affiliateCode']);
    await runActionList([{ do: 'form.error', name: 'username', text: 'Sorry, the username already exists.', focus: false }], scope);
    expect(focused).toEqual(['affiliateCode']);
    await runActionList([{ do: 'form.error', name: 'affiliateCode' }], scope);
    expect(screen.errors.value).toEqual({ username: 'Sorry, the username already exists.' });
  });
});

describe('form.validate with focus', () => {
  it('focuses the first failing field in screen order and ends the list', async () => {
    const screen = createScreenStore();
    screen.fields.value = [{ name: 'username', rule: 'loginUsername' }, { name: 'password', rule: 'loginPassword' }];
    const { scope } = fakeScope({ screen });
    expect(await runActionList([{ do: 'form.validate', focus: true }, { do: 'state.set', key: 'after', value: 1 }], scope)).toBe('stop');
    expect(focused).toEqual(['username']);
    expect(screen.state.value.after).toBeUndefined();
  });
});

describe('wait', () => {
  it('holds the list for its time, and ends it when the screen goes away meanwhile', async () => {
    vi.useFakeTimers();
    const { scope, screen } = fakeScope();
    const done = runActionList([{ do: 'wait', ms: 1000 }, { do: 'state.set', key: 'went', value: true }], scope);
    await vi.advanceTimersByTimeAsync(999);
    expect(screen.state.value.went).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(screen.state.value.went).toBe(true);

    const left = fakeScope();
    const stopped = runActionList([{ do: 'wait', ms: 1000 }, { do: 'state.set', key: 'went', value: true }], left.scope);
    disposeScreen(left.screen);
    expect(await stopped).toBe('stop');
    await vi.advanceTimersByTimeAsync(2000);
    expect(left.screen.state.value.went).toBeUndefined();
  });
});

describe('once', () => {
  it('runs its list the first time a key is met in the browsing session only', async () => {
    resetOnce();
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    const { scope, screen } = fakeScope();
    const list = [{ do: 'once', key: 'popups', then: [{ do: 'state.set', key: 'count', value: { $: { '+': [{ var: ['state.count', 0] }, 1] } } }] }];
    await runActionList(list, scope);
    await runActionList(list, scope);
    expect(screen.state.value.count).toBe(1);
    // A reload of the page in the same tab (same session storage) does not show it again.
    resetOnce();
    await runActionList(list, scope);
    expect(screen.state.value.count).toBe(1);
  });

  it('still runs once per page when session storage refuses', () => {
    resetOnce();
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(firstTimeThisSession('x', broken)).toBe(true);
    expect(firstTimeThisSession('x', broken)).toBe(false);
  });
});

describe('serviceLink.open', () => {
  it('decrypts a type "3" link (the last 8 characters are the key) and opens it', async () => {
    const { scope } = fakeScope();
    const stored = encryptServiceLink('https://chat.demo.example/room/demo?lang=EN', 'Dm0Key88');
    await runActionList([{ do: 'serviceLink.open', link: stored, type: '3' }], scope);
    expect(opened).toEqual(['https://chat.demo.example/room/demo?lang=EN']);
  });

  it('opens plain links as they are, in this tab with sameTab', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    const { scope } = fakeScope();
    await runActionList([{ do: 'serviceLink.open', link: 'mailto:support@demo.example', type: '2' }], scope);
    await runActionList([{ do: 'serviceLink.open', link: 'https://chat.example/r', sameTab: true }], scope);
    expect(opened).toEqual(['mailto:support@demo.example']);
    expect(assign).toHaveBeenCalledWith('https://chat.example/r');
  });

  it('refuses what it cannot read or what would run code, says so and ends the list', async () => {
    const { scope, screen } = fakeScope();
    const tampered = encryptServiceLink('javascript:alert(1)', 'Dm0Key88');
    const attempts = [
      { do: 'serviceLink.open', link: 'garbage-not-encryptedXXXXXXXX', encrypted: true },
      { do: 'serviceLink.open', link: 'javascript:alert(1)', encrypted: false },
      { do: 'serviceLink.open', link: tampered, type: 3 },
    ];
    for (const attempt of attempts) {
      toasts.value = [];
      expect(await runActionList([attempt, { do: 'state.set', key: 'x', value: 1 }], scope)).toBe('stop');
      expect(toasts.value.map((t) => t.text)).toEqual(['t:common_err_unknown']);
    }
    expect(opened).toEqual([]);
    expect(screen.state.value.x).toBeUndefined();
  });
});

describe('downloadBar.hide', () => {
  it('closes the bar for good (hideDownloadBar = 1)', async () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    await runActionList([{ do: 'downloadBar.hide' }], fakeScope().scope);
    expect(downloadBarHidden.value).toBe(true);
    expect(storage.getItem('hideDownloadBar')).toBe('1');
  });
});

describe('confirm with button labels', () => {
  it('names its buttons (cancel / go) and runs then on go', async () => {
    const { scope, screen } = fakeScope();
    const done = runActionList([{ do: 'confirm', text: 't:accounts_contract_prompt_salary', ok: 't:common_go', cancel: 't:common_cancel',
      then: [{ do: 'state.set', key: 'went', value: true }], else: [] }], scope);
    await vi.waitFor(() => expect(dialog.value).not.toBeNull());
    expect(dialog.value).toMatchObject({ confirmText: 't:common_go', cancelText: 't:common_cancel' });
    dialog.value!.answer(true);
    await done;
    expect(screen.state.value.went).toBe(true);
  });
});

describe('api with a loading text', () => {
  it('shows the loading text while the call runs and hides it after, also on failure', async () => {
    let during: string | undefined;
    run.mockImplementation(async () => { during = loading.value?.text; return true; });
    const { scope } = fakeScope();
    await runActionList([{ do: 'api', call: 'member.register', loading: 't:in_please_wait' }], scope);
    expect(during).toBe('t:in_please_wait');
    expect(loading.value).toBeNull();
    run.mockRejectedValue(new Error('boom'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await runActionList([{ do: 'api', call: 'member.register', loading: 't:in_please_wait' }], scope);
    expect(loading.value).toBeNull();
  });
});

describe('form.submit with sendEmpty', () => {
  it('sends listed fields without a value as empty text (registration sends every field)', async () => {
    run.mockResolvedValue({});
    const screen = createScreenStore();
    setFormValue(screen, 'username', 'newbie1');
    const { scope } = fakeScope({ screen });
    await runActionList([{ do: 'form.submit', call: 'member.register', fields: ['username', 'qqNum', 'email'], sendEmpty: true }], scope);
    expect(run.mock.calls[0][0]).toEqual({ username: 'newbie1', qqNum: '', email: '' });
    await runActionList([{ do: 'form.submit', call: 'member.register', fields: ['username', 'qqNum', 'email'] }], scope);
    expect(run.mock.calls[1][0]).toEqual({ username: 'newbie1' });
  });
});
