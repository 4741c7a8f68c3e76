import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/api/endpoints/session/login', () => ({ login: vi.fn() }));
vi.mock('../../src/api/endpoints/captcha', () => ({ getCaptcha: vi.fn() }));
vi.mock('../../src/api/endpoints/member/info', () => ({ getMemberInfo: vi.fn() }));
vi.mock('../../src/api/endpoints/member/rank-progress', () => ({ getRankProgress: vi.fn() }));
vi.mock('../../src/api/endpoints/wallet/gcs', () => ({ getWallet: vi.fn() }));
vi.mock('../../src/actions/browser', () => ({ storePasswordCredential: vi.fn(async () => true) }));

import { login } from '../../src/api/endpoints/session/login';
import { getCaptcha } from '../../src/api/endpoints/captcha';
import { getMemberInfo } from '../../src/api/endpoints/member/info';
import { getRankProgress } from '../../src/api/endpoints/member/rank-progress';
import { getWallet } from '../../src/api/endpoints/wallet/gcs';
import { storePasswordCredential } from '../../src/actions/browser';
import { ApiError } from '../../src/api/errors';
import { runActionList } from './dispatch';
import { lastRememberedMethod, readRemembered } from '../../src/actions/flows/remember';
import { clearSession, session } from '../../src/state/session';
import { clearMember, member, vipProgress } from '../../src/state/member';
import { clearWallet, wallet } from '../../src/state/wallet';
import { template } from '../../src/state/platform';
import { toasts } from '../../src/state/ui';
import { MemoryStorage } from '../state/memory-storage';
import { fakeScope } from './fake-scope';
import { forgetKnownPassword } from '../../src/actions/flows/known-password';

let storage: MemoryStorage;
const PASSWORD = 'demo1234';

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  template.value = { templateId: '1', merchantCode: 'DEMO', parameters: {} };
  vi.mocked(getMemberInfo).mockResolvedValue({ id: 1, nickname: 'Demo Player', account: 'demo', userName: 'demo', type: 0, clubLabel: { labelName: 'VIP 3' } } as never);
  vi.mocked(getWallet).mockResolvedValue({ sumBalance: 1288.5, currency: 'CNY' });
  vi.mocked(getRankProgress).mockResolvedValue({ currentProgress: { completedConditions: 3, totalExpectedConditions: 4 }, playerRankProgress: { labelId: 3 } });
  vi.mocked(getCaptcha).mockResolvedValue({ captchaId: 'c-2', image: 'data:image/svg+xml;base64,AA' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  clearSession();
  clearMember();
  clearWallet();
  toasts.value = [];
});

function loginScreen(form: Record<string, unknown>, state: Record<string, unknown> = {}) {
  const ctx = fakeScope();
  ctx.screen.form.value = form;
  ctx.screen.state.value = state;
  return ctx;
}

describe('session.login', () => {
  it('signs in, loads member, wallet and VIP progress, and replaces to the target', async () => {
    vi.mocked(login).mockResolvedValue({ token: 'tok', userName: 'demo', type: 0, firstTimeLogin: false });
    const { scope, screen, navigate } = loginScreen({ method: 'username', username: ' demo ', password: PASSWORD });
    expect(await runActionList([{ do: 'session.login', to: '/m/member/home' }], scope)).toBeUndefined();
    expect(login).toHaveBeenCalledWith({ type: 'username', username: 'demo', password: PASSWORD }, { standalone: false });
    expect(session.value).toEqual({ token: 'tok', merchantCode: 'DEMO', userName: 'demo', type: 0, firstTimeLogin: false });
    expect(member.value?.nickname).toBe('Demo Player');
    expect(wallet.value).toEqual({ sumBalance: 1288.5 });
    expect(vipProgress.value).toBe(0.75);
    expect(storage.getItem('autoLogin')).toBe('1');
    expect(screen.form.value.password).toBe('');
    expect(navigate).toHaveBeenCalledWith('/m/member/home', { replace: true });
  });

  it('goes to /m/home by default', async () => {
    vi.mocked(login).mockResolvedValue({ token: 'tok', userName: 'demo', type: 0, firstTimeLogin: false });
    const { scope, navigate } = loginScreen({ username: 'demo', password: PASSWORD });
    await runActionList([{ do: 'session.login' }], scope);
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it('goes back to the page a sign-in gate stopped the player at, when it is one of this app\'s pages', async () => {
    vi.mocked(login).mockResolvedValue({ token: 'tok', userName: 'demo', type: 0, firstTimeLogin: false });
    const first = loginScreen({ username: 'demo', password: PASSWORD });
    await runActionList([{ do: 'session.login', to: '/m/home', returnTo: '/m/webEmail' }], first.scope);
    expect(first.navigate).toHaveBeenCalledWith('/m/webEmail', { replace: true });
    const hostile = loginScreen({ username: 'demo', password: PASSWORD });
    await runActionList([{ do: 'session.login', to: '/m/home', returnTo: '//evil.example/m/home' }], hostile.scope);
    expect(hostile.navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it('sends the SMS fields for the sms method and the captcha when it is shown', async () => {
    vi.mocked(login).mockResolvedValue({ token: 'tok', userName: 'u', type: 0, firstTimeLogin: false });
    const { scope } = loginScreen(
      { method: 'sms', mobileNum: '13800000000', countryDialingCode: '86', verificationCode: '123456', captcha: '4821', username: 'ignored' },
      { captchaNeeded: true, captchaId: 'c-1' },
    );
    await runActionList([{ do: 'session.login' }], scope);
    expect(login).toHaveBeenCalledWith(
      { type: 'sms', mobileNum: '13800000000', countryDialingCode: '86', verificationCode: '123456', captcha: '4821', captchaId: 'c-1' },
      { standalone: false },
    );
  });

  it('a failure asking for a captcha reveals it, loads an image, clears the input and toasts the message', async () => {
    vi.mocked(login).mockRejectedValue(
      new ApiError('http', 'Incorrect username or password', { status: 401, code: 'login.failed', data: { captchaRequired: true } }),
    );
    const { scope, screen, navigate } = loginScreen({ username: 'demo', password: 'wrong', captcha: 'old' });
    expect(await runActionList([{ do: 'session.login' }, { do: 'navigate', to: '/m/x' }], scope)).toBe('stop');
    expect(screen.state.value).toMatchObject({ captchaNeeded: true, captchaId: 'c-2', captchaImage: 'data:image/svg+xml;base64,AA' });
    expect(screen.form.value.captcha).toBe('');
    expect(toasts.value.map((t) => t.text)).toHaveLength(1);
    expect(session.value).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the first demand for a captcha asks for the code instead of calling it wrong', async () => {
    vi.mocked(login).mockRejectedValue(new ApiError('http', 'Verification code error', { status: 400, code: 'captcha.invalid', data: { captchaRequired: true } }));
    const first = loginScreen({ username: 'demo', password: 'x' });
    await runActionList([{ do: 'session.login' }], first.scope);
    expect(toasts.value.map((t) => t.text)).toEqual(['t:rules_captcha_required']);
    // Once the captcha was shown, a wrong answer is a wrong answer.
    toasts.value = [];
    await runActionList([{ do: 'session.login' }], first.scope);
    expect(toasts.value.map((t) => t.text)).not.toContain('t:rules_captcha_required');
  });

  it('a failure without the captcha flag keeps the captcha hidden', async () => {
    vi.mocked(login).mockRejectedValue(new ApiError('http', 'Sorry, the user does not exist or is disabled.', { status: 401, code: 'user.disabled' }));
    const { scope, screen } = loginScreen({ username: 'demo', password: 'x' });
    await runActionList([{ do: 'session.login' }], scope);
    expect(screen.state.value.captchaNeeded).toBeUndefined();
    expect(getCaptcha).not.toHaveBeenCalled();
    expect(toasts.value.map((t) => t.text)).toEqual(['Sorry, the user does not exist or is disabled.']);
  });

  it('remembers method, name and dialing code but never the password', async () => {
    vi.mocked(login).mockResolvedValue({ token: 'tok', userName: 'demo', type: 0, firstTimeLogin: false });
    const { scope } = loginScreen({ method: 'username', username: 'demo', password: PASSWORD, remember: true });
    await runActionList([{ do: 'session.login' }], scope);
    expect(readRemembered('username')).toEqual({ method: 'username', username: 'demo' });
    expect(lastRememberedMethod()).toBe('username');
    const everything = JSON.stringify(storage.dump());
    for (const encoded of [PASSWORD, btoa(PASSWORD), btoa(btoa(PASSWORD)), encodeURIComponent(PASSWORD)]) {
      expect(everything).not.toContain(encoded);
    }
    expect(storePasswordCredential).toHaveBeenCalledWith('demo', PASSWORD);
  });

  it('unticked remember forgets that method', async () => {
    vi.mocked(login).mockResolvedValue({ token: 'tok', userName: 'demo', type: 0, firstTimeLogin: false });
    storage.setItem('MC_REMEMBERED', JSON.stringify({ username: { method: 'username', username: 'demo' }, sms: { method: 'sms', username: '138', countryDialingCode: '86' } }));
    const { scope } = loginScreen({ method: 'username', username: 'demo', password: PASSWORD, remember: false });
    await runActionList([{ do: 'session.login' }], scope);
    expect(readRemembered('username')).toBeNull();
    expect(readRemembered('sms')).toEqual({ method: 'sms', username: '138', countryDialingCode: '86' });
    expect(storePasswordCredential).not.toHaveBeenCalled();
  });

  it('takes an operator-issued account to choose its own password, keeping the typed one in memory only', async () => {
    vi.mocked(login).mockResolvedValue({ token: 'tok', userName: 'newbie', type: 0, firstTimeLogin: true });
    const { scope, navigate } = loginScreen({ method: 'username', username: 'newbie', password: PASSWORD, remember: true });
    await runActionList([{ do: 'session.login', to: '/m/home' }], scope);
    expect(navigate).toHaveBeenCalledWith('/m/changePsw', { replace: true });
    // The change-password screen gets it without asking the player again...
    const next = fakeScope();
    await runActionList([{ do: 'session.knownPassword' }], next.scope);
    expect(next.screen.form.value.oldPassword).toBe(PASSWORD);
    expect(next.screen.state.value.passwordKnown).toBe(true);
    // ...and it is in no web storage, in any encoding.
    const everything = JSON.stringify(storage.dump());
    for (const encoded of [PASSWORD, btoa(PASSWORD), btoa(btoa(PASSWORD))]) expect(everything).not.toContain(encoded);
    forgetKnownPassword();
  });

  it('never hands a kept password to another account, nor without a first-time sign-in', async () => {
    vi.mocked(login).mockResolvedValue({ token: 'tok', userName: 'demo', type: 0, firstTimeLogin: false });
    const { scope, navigate } = loginScreen({ method: 'username', username: 'demo', password: PASSWORD });
    await runActionList([{ do: 'session.login' }], scope);
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
    const next = fakeScope();
    await runActionList([{ do: 'session.knownPassword' }], next.scope);
    expect(next.screen.form.value.oldPassword).toBeUndefined();
    expect(next.screen.state.value.passwordKnown).toBeUndefined();
  });
});
