import { writtenProps } from '../../src/engine/node-props';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import registerJson from '../../layouts/screens/register.json';
import forgetJson from '../../layouts/screens/forget.json';
import messageJson from '../../layouts/screens/message.json';
import agentJson from '../../layouts/screens/agentHome.json';
import changeJson from '../../layouts/screens/changePsw.json';
import memberJson from '../../layouts/screens/memberHome.json';
import downloadBarJson from '../../layouts/menus/downloadBar.json';
import { evaluate } from '../../src/engine/conditions';
import { loadPatternEngine } from '../../src/engine/rules/load-pattern-engine';
import { PASSWORD_PATTERN } from '../../src/server/seed/register-settings';
import { buildContext } from '../../src/engine/build-context';
import { IDLE_VIEW, type QueryView } from '../../src/engine/queries';
import { validateForm } from '../../src/engine/rules';
import type { FragmentDocument, ScreenDocument } from '../../src/engine/types';
import { createScreenStore, type ScreenStore } from '../../src/state/screen';
import { session } from '../../src/state/session';
import { device } from '../../src/state/device';
import { loadLayout, renderLayout } from './helpers';
import { resetSignals, setPlatform, signInDemo } from './signals';

afterEach(resetSignals);

/** The document without its queries, and a store holding what they would have answered. */
function withData<T extends ScreenDocument | FragmentDocument>(json: unknown, data: Record<string, Partial<QueryView>>, initial?: ScreenStore) {
  const doc = loadLayout<T>(json);
  const store = initial ?? createScreenStore(doc.kind === 'screen' ? doc.initial : undefined);
  store.data.value = Object.fromEntries(Object.entries(data).map(([name, view]) => [name, { ...IDLE_VIEW, status: 'ready', ...view }]));
  return { doc: { ...doc, queries: undefined } as T, store };
}

const setting = (enabled: boolean, required = false, pattern = '', message = '') => ({ enabled, required, pattern, message, minLength: 2, maxLength: 32 });
const SETTINGS = {
  fields: {
    username: setting(true, true, '^[A-Za-z][A-Za-z0-9]{3,15}$', 'Username: 4-16 letters or digits'),
    password: { ...setting(true, true, PASSWORD_PATTERN, 'Password: 6-20 with letters and digits'), minLength: 6, maxLength: 20 },
    paymentPassword: setting(false), mobileNum: setting(true, false, '^\\d{6,15}$', 'Mobile: 6-15 digits'),
    verificationCode: setting(true), idNumber: setting(false), qqNum: setting(true, true, '^\\d{5,12}$', 'QQ number: 5-12 digits'),
    facebook: setting(false), wechat: setting(false), line: setting(false), whatsapp: setting(false), zalo: setting(false),
    email: setting(true), nickname: setting(true), payeeName: setting(false), recommenderId: setting(false),
    birthday: setting(true), affiliateCode: setting(true, false, '^[A-Za-z0-9]{4,16}$', 'invitation code error'),
  },
  captcha: { enabled: true },
};
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);

// Submits wait for the linear-time pattern engine; direct validateForm calls need it loaded first.
beforeAll(() => loadPatternEngine());

describe('registration built from the server settings', () => {
  const render = (flags: Record<string, boolean>, form: Record<string, unknown> = {}) => {
    setPlatform(flags);
    const { doc, store } = withData<ScreenDocument>(registerJson, { settings: { value: SETTINGS } });
    store.form.value = { ...store.form.value, ...form };
    return renderLayout(doc, { store, path: '/m/register' });
  };

  it('shows each field only when its setting is enabled, required ones marked, profile fields from one item template', () => {
    const { store } = render({ USERNAMEREG3: true, MOBILENUMREG3: true });
    for (const shown of ['username', 'mobileNum', 'password', 'confirmPassword', 'qqNum', 'email', 'nickname', 'birthday', 'affiliateCode', 'captcha']) {
      expect({ shown, present: Boolean(input(shown)) }).toEqual({ shown, present: true });
    }
    for (const hidden of ['paymentPassword', 'idNumber', 'facebook', 'wechat', 'payeeName', 'recommenderId', 'verificationCode']) {
      expect({ hidden, present: Boolean(input(hidden)) }).toEqual({ hidden, present: false });
    }
    expect(input('qqNum')!.getAttribute('aria-required')).toBe('true');
    expect(input('email')!.getAttribute('aria-required')).toBeNull();
    // The visible fields are what a submit checks, each by the server's pattern and message.
    const qq = store.fields.value.find((f) => f.name === 'qqNum');
    expect(qq).toMatchObject({ rule: 'pattern', pattern: '^\\d{5,12}$', patternMessage: 'QQ number: 5-12 digits', required: true });
    expect(store.fields.value.map((f) => f.name)).not.toContain('idNumber');
  });

  it('checks every field: server patterns, confirm required and equal, captcha, birthday range', () => {
    const { store } = render({ USERNAMEREG3: true, MOBILENUMREG3: true });
    const errors = validateForm(store.fields.value, {
      username: '1abc', password: 'abc12345', confirmPassword: 'abc1234', qqNum: '12', birthday: '1899-12-31', affiliateCode: '!', captcha: '',
    });
    expect(errors.username).toEqual({ key: 'rules_pattern_message', params: { message: 'Username: 4-16 letters or digits', min: 2 } });
    // The server's length bounds count as much as its pattern (the password rule has no lookahead to hold them).
    const shortPassword = validateForm(store.fields.value, { password: 'abc12' }).password;
    expect(shortPassword).toEqual({ key: 'rules_pattern_message', params: { message: 'Password: 6-20 with letters and digits', min: 6 } });
    expect(errors.confirmPassword).toEqual({ key: 'rules_confirm_mismatch' });
    expect(errors.qqNum?.params).toMatchObject({ message: 'QQ number: 5-12 digits' });
    expect(errors.birthday?.key).toBe('rules_birthday_invalid');
    expect(errors.affiliateCode?.params).toMatchObject({ message: 'invitation code error' });
    expect(errors.captcha).toEqual({ key: 'rules_captcha_required' });
    expect(validateForm(store.fields.value, { password: 'abc12345' }).confirmPassword).toEqual({ key: 'rules_confirm_required' });
    // Optional and empty passes; the mobile number is optional for the username method here.
    expect(errors.email).toBeUndefined();
    expect(errors.mobileNum).toBeUndefined();
  });

  it('mobile method: SMS code with MOBILENUMOTPVERFREG3, password only with MOBILENUMPASSREG3, no username', () => {
    render({ USERNAMEREG3: true, MOBILENUMREG3: true, MOBILENUMOTPVERFREG3: true, MOBILENUMPASSREG3: false }, { method: 'mobile' });
    expect(input('username')).toBeNull();
    expect(input('mobileNum')!.getAttribute('aria-required')).toBe('true');
    expect(input('verificationCode')).not.toBeNull();
    expect(input('password')).toBeNull();
  });

  it('username method asks for an SMS code with REGMOBVERF3', () => {
    render({ USERNAMEREG3: true, REGMOBVERF3: true });
    expect(input('verificationCode')).not.toBeNull();
    expect(input('mobileNum')!.getAttribute('aria-required')).toBe('true');
  });

  it('offers the method toggle only when both methods are on; the default is mobile only when username sign-up is off', () => {
    render({ USERNAMEREG3: true, MOBILENUMREG3: false });
    expect(screen.queryByRole('button', { name: '手机号注册' })).toBeNull();
    const doc = loadLayout<ScreenDocument>(registerJson);
    const methodRule = (doc.onEnter![0] as unknown as { value: { $: unknown } }).value.$;
    const method = (flags: Record<string, boolean>) => evaluate(methodRule, buildContext({ flags }));
    expect(method({ USERNAMEREG3: false, MOBILENUMREG3: true })).toBe('mobile');
    expect(method({ USERNAMEREG3: true, MOBILENUMREG3: true })).toBe('username');
    expect(method({ USERNAMEREG3: true, MOBILENUMREG3: false })).toBe('username');
  });

  it('the toggle switches the method, keeping the typed mobile number', () => {
    const { runs, store } = render({ USERNAMEREG3: true, MOBILENUMREG3: true }, { mobileNum: '9171112222' });
    fireEvent.click(screen.getByRole('button', { name: '手机号注册' }));
    expect(runs.at(-1)!.actions).toEqual([{ do: 'form.set', name: 'method', value: { $: expect.anything() } }]);
    act(() => {
      store.form.value = { ...store.form.value, method: 'mobile' };
    });
    expect(input('mobileNum')!.value).toBe('9171112222');
  });

  it('hides the invitation field when the URL\'s affiliate code was valid', () => {
    setPlatform({ USERNAMEREG3: true });
    const { doc, store } = withData<ScreenDocument>(registerJson, { settings: { value: SETTINGS } });
    store.state.value = { ...store.state.value, affiliateValid: true };
    renderLayout(doc, { store, path: '/m/register' });
    expect(input('affiliateCode')).toBeNull();
  });

  it('shows loading, then a retry when the settings fail', () => {
    setPlatform({ USERNAMEREG3: true });
    const { doc, store } = withData<ScreenDocument>(registerJson, { settings: { status: 'error', error: { code: 'network', message: 'x' } } });
    const { runs } = renderLayout(doc, { store, path: '/m/register' });
    expect(input('username')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(runs.at(-1)!.actions).toEqual([{ do: 'query.reload', query: 'settings' }]);
  });
});

describe('forgot password: which method first', () => {
  const doc = loadLayout<ScreenDocument>(forgetJson);
  const findRule = (doc.onEnter![0] as unknown as { value: { $: unknown } }).value.$;
  it('phone when CHNGPASSVERIF3 is on, else e-mail', () => {
    expect(evaluate(findRule, buildContext({ flags: { CHNGPASSVERIF3: true, CHNGPASSMAIL3: true } }))).toBe('phone');
    expect(evaluate(findRule, buildContext({ flags: { CHNGPASSVERIF3: true } }))).toBe('phone');
    expect(evaluate(findRule, buildContext({ flags: { CHNGPASSMAIL3: true } }))).toBe('email');
  });

  it('a toggle only when both switches allow it; each form only with its switch', () => {
    setPlatform({ CHNGPASSMAIL3: true });
    const { doc: bare, store } = withData<ScreenDocument>(forgetJson, { settings: { value: SETTINGS } });
    renderLayout(bare, { store, path: '/m/forget' });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(input('email')).not.toBeNull();
    expect(screen.getByRole('button', { name: '找回密码' })).toBeTruthy();
  });

  it('phone form: the submit stays off until a field was touched and none has an error', () => {
    setPlatform({ CHNGPASSVERIF3: true, CHNGPASSMAIL3: true });
    const { doc: bare, store } = withData<ScreenDocument>(forgetJson, { settings: { value: SETTINGS } });
    store.form.value = { find: 'phone' };
    renderLayout(bare, { store, path: '/m/forget' });
    const submit = () => screen.getByRole('button', { name: '确认' }) as HTMLButtonElement;
    expect(submit().disabled).toBe(true);
    act(() => {
      store.state.value = { ...store.state.value, touched: true };
    });
    expect(submit().disabled).toBe(false);
    act(() => {
      store.errors.value = { mobileNum: 't:rules_mobile_invalid' };
    });
    expect(submit().disabled).toBe(true);
    // The mobile number is checked by the server's rule, its message naming the minimum length.
    expect(store.fields.value.find((f) => f.name === 'mobileNum')).toMatchObject({ rule: 'pattern', pattern: '^\\d{6,15}$', minLength: 2 });
  });
});

describe('change password', () => {
  it('asks for the old password unless it was just typed at a first sign-in', () => {
    setPlatform({});
    signInDemo();
    const { doc, store } = withData<ScreenDocument>(changeJson, { settings: { value: SETTINGS } });
    renderLayout(doc, { store, path: '/m/changePsw' });
    expect(input('oldPassword')).not.toBeNull();
    act(() => {
      store.state.value = { passwordKnown: true };
    });
    expect(input('oldPassword')).toBeNull();
    expect(screen.getByRole('heading', { name: '首次密码' })).toBeTruthy();
  });
});

describe('message centre badges', () => {
  const data = {
    settings: { value: { downloadLinks: [{ resourceType: 'Telegram', url: 'https://t.me/demo' }] } },
    service: { items: [{ id: 3, type: '3', name: 'Live chat', link: 'enc' }] },
    // The badge counts the unread player notices the notice page lists (one read one here).
    notices: { items: [...Array.from({ length: 120 }, (_, id) => ({ id, read: false })), { id: 999, read: true }] },
    inboxUnread: { value: 3 },
    chatUnread: { value: { unReadCount: 2 } },
  };
  it('members see unread counts (99+ above 99); chat only with CBS3', () => {
    setPlatform({ CBS3: true });
    signInDemo();
    const { doc, store } = withData<ScreenDocument>(messageJson, data);
    const { runs } = renderLayout(doc, { store, path: '/m/message' });
    expect(screen.getByText('99+')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /在线客服/ }));
    expect(runs.at(-1)!.actions).toEqual([{ do: 'run', list: 'liveChat' }]);
    fireEvent.click(screen.getByRole('button', { name: /代理客服/ }));
    expect(runs.at(-1)!.actions[0]).toMatchObject({ do: 'serviceLink.open', type: '3' });
  });

  it('guests and trial accounts see no counts; no chat without CBS3', () => {
    setPlatform({});
    session.value = { token: 't', merchantCode: 'DEMOTRIAL', userName: 'trial01', type: 4, firstTimeLogin: false };
    const { doc, store } = withData<ScreenDocument>(messageJson, data);
    renderLayout(doc, { store, path: '/m/message' });
    expect(screen.queryByText('99+')).toBeNull();
    expect(screen.queryByText('3')).toBeNull();
    expect(screen.queryByRole('button', { name: /在线客服/ })).toBeNull();
    const queries = loadLayout<ScreenDocument>(messageJson).queries!;
    const ctx = buildContext({ member: { loggedIn: true, isTrial: true, type: 4 }, flags: { CBS3: true } });
    expect(['notices', 'inboxUnread', 'chatUnread'].map((q) => Boolean(evaluate(queries[q].when, ctx)))).toEqual([false, false, false]);
  });
});

describe('agent home', () => {
  const doc = loadLayout<ScreenDocument>(agentJson);
  const greetingRule = (writtenProps(doc.root.children![0].children![0]).text as { $: unknown }).$;
  it('greets by the local hour: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening', () => {
    const at = (hour: number) => {
      const rule = JSON.parse(JSON.stringify(greetingRule).replaceAll('{"date":["now","H"]}', String(hour)));
      return evaluate(rule, buildContext({}));
    };
    expect([0, 10, 11, 14, 15, 18, 19, 23].map(at)).toEqual([
      't:accounts_greeting_morning', 't:accounts_greeting_morning', 't:accounts_greeting_noon', 't:accounts_greeting_noon',
      't:accounts_greeting_afternoon', 't:accounts_greeting_afternoon', 't:accounts_greeting_evening', 't:accounts_greeting_evening',
    ]);
  });

  it('shows the four team counters and the agent menu by its switches', () => {
    setPlatform({ AGENTTEAM3: true, MAILCEN: true, DIVIDEND3: false });
    session.value = { token: 't', merchantCode: 'DEMO', userName: 'agent01', type: 1, firstTimeLogin: false };
    const { doc: bare, store } = withData<ScreenDocument>(agentJson, {
      me: { value: { userName: 'agent01' } },
      kpi: { value: { footer: { teamLoginMemberCount: 12, teamBetMemberCount: 8, teamRegisterMemberCount: 3, teamOnlineCount: 5 }, list: [] } },
      notices: { value: { list: [], unreadCount: 2 }, status: 'empty' },
      inboxUnread: { value: 1 },
    });
    renderLayout(bare, { store, path: '/m/agent' });
    expect(screen.getByText('agent01')).toBeTruthy();
    for (const n of ['12', '8', '3', '5']) expect(screen.getAllByText(n).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '团队总览' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '红包雨' })).toBeNull();
    expect(screen.queryByRole('link', { name: '分红' })).toBeNull();
  });
});

describe('member centre', () => {
  it('a trial account is asked to register; the entries follow mem_cen', () => {
    setPlatform({ MAILCEN: true }, { mem_cen: '0' });
    session.value = { token: 't', merchantCode: 'DEMOTRIAL', userName: 'trial01', type: 4, firstTimeLogin: false };
    const { doc, store } = withData<ScreenDocument>(memberJson, {});
    const { runs } = renderLayout(doc, { store, path: '/m/member/home', documents: {} });
    fireEvent.click(screen.getAllByRole('button', { name: '立即注册' })[0]);
    expect(runs.at(-1)!.actions).toEqual([{ do: 'navigate', to: '/m/register' }]);
  });
});

describe('download bar', () => {
  const links = { appLinks: { value: { downloadLinks: [{ resourceType: 'Android', url: 'https://apps.example/a.apk' }] } } };
  it('shows with a download link in a browser, not in the installed app or once closed', () => {
    setPlatform({});
    const { doc, store } = withData<FragmentDocument>(downloadBarJson, links, createScreenStore());
    const { unmount } = renderLayout(doc, { store });
    expect(screen.getByRole('button', { name: '下载' })).toBeTruthy();
    unmount();
    device.value = { ...device.value, pwa: true };
    renderLayout(withData<FragmentDocument>(downloadBarJson, links, createScreenStore()).doc, { store });
    expect(screen.queryByRole('button', { name: '下载' })).toBeNull();
  });

  it('a web clip without an iOS link shows no bar', () => {
    setPlatform({});
    device.value = { ...device.value, ios: true, webclip: true };
    const { doc, store } = withData<FragmentDocument>(downloadBarJson, links, createScreenStore());
    renderLayout(doc, { store });
    expect(screen.queryByRole('button', { name: '下载' })).toBeNull();
  });
});
