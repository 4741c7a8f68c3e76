import { evaluate } from '../../src/engine/conditions';
import { loadLayout, renderLayout } from './helpers';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import loginJson from '../../layouts/screens/login.json';
import type { ScreenDocument } from '../../src/engine/types';
import { setScreenState } from '../../src/state/screen';
import { resetSignals, setPlatform } from './signals';

const login = loadLayout<ScreenDocument>(loginJson);
afterEach(resetSignals);

describe('login screen layout', () => {
  it('by default offers username + password only, the Register button, no captcha, forgot link or social icons', () => {
    setPlatform({});
    const { store } = renderLayout(login, { path: '/m/login' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['账号登录']);
    expect(screen.getByLabelText(/^用户名/)).toBeTruthy();
    expect(screen.getByLabelText(/^密码/)).toBeTruthy();
    expect(screen.queryByLabelText(/图形验证码/)).toBeNull();
    expect(screen.queryByRole('link', { name: '忘记密码？' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Facebook/ })).toBeNull();
    expect(screen.getByRole('button', { name: '立即注册' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '记住账号' })).toBeTruthy();
    expect(store.fields.value.map((f) => [f.name, f.rule])).toEqual([
      ['username', 'loginUsername'],
      ['password', 'loginPassword'],
    ]);
  });

  it('opens on the last remembered method it offers on enter, then loads countries when SMS login is on', () => {
    const enter = login.onEnter?.[0] as { do: string; method?: unknown; offered: { $: unknown } };
    expect(enter.do).toBe('remember.load');
    expect(enter.method).toBeUndefined();
    expect(evaluate(enter.offered.$, { flags: { MOBILEVERIFYLOGIN3: true } })).toEqual(['username', 'sms']);
    expect(evaluate(enter.offered.$, { flags: {} })).toEqual(['username']);
    expect(login.onEnter?.[1]).toMatchObject({ do: 'api', call: 'system.countries', into: 'countries', when: '@flags.MOBILEVERIFYLOGIN3' });
  });

  it('with MOBILEVERIFYLOGIN3 offers the SMS tab: mobile (max 20) with dialing code and SMS code (max 10)', () => {
    setPlatform({ MOBILEVERIFYLOGIN3: true });
    const { store, runs } = renderLayout(login, { path: '/m/login' });
    fireEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    expect(store.form.value.method).toBe('sms');
    expect(runs.at(-1)).toEqual({ actions: [{ do: 'remember.load', method: { $: '@event.value' } }], event: { value: 'sms' } });
    expect((screen.getByLabelText(/^手机号码/) as HTMLInputElement).maxLength).toBe(20);
    expect((screen.getByLabelText(/^短信验证码/) as HTMLInputElement).maxLength).toBe(10);
    expect(screen.getByRole('combobox', { name: '国家/地区区号' })).toBeTruthy();
    expect(screen.queryByLabelText(/^密码/)).toBeNull();
    expect(store.fields.value.map((f) => f.rule)).toEqual(['loginMobileNum', 'verificationCode']);
  });

  it('requesting an SMS code validates the mobile number first, then asks for a login code', () => {
    setPlatform({ MOBILEVERIFYLOGIN3: true });
    const { runs } = renderLayout(login, { path: '/m/login' });
    fireEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(runs.at(-1)?.actions).toEqual([{ do: 'form.validate', fields: ['mobileNum'] }, { do: 'sms.request', purpose: 'login' }]);
  });

  it('shows the captcha (max 6, rule captcha) only once state.captchaNeeded is set; tapping the image refreshes it', () => {
    setPlatform({});
    const { store, runs } = renderLayout(login, { path: '/m/login' });
    expect(screen.queryByLabelText(/图形验证码/)).toBeNull();
    act(() => setScreenState(store, { captchaNeeded: true, captchaImage: 'data:image/svg+xml;base64,PHN2Zy8+' }));
    expect((screen.getByLabelText(/图形验证码/) as HTMLInputElement).maxLength).toBe(6);
    expect(store.fields.value.map((f) => f.name)).toContain('captcha');
    fireEvent.click(screen.getByRole('button', { name: '看不清？点击更换验证码' }));
    expect(runs.at(-1)?.actions).toEqual([{ do: 'captcha.refresh' }]);
  });

  it('the Login button submits the form: validate, then session.login', async () => {
    setPlatform({});
    const { runs } = renderLayout(login, { path: '/m/login' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '登录' }));
    });
    // A sign-in gate's return path goes along (session.login keeps it only when it is one of the app's pages).
    expect(runs.at(-1)?.actions).toEqual([{ do: 'form.validate' }, { do: 'session.login', to: '/m/home', returnTo: { $: '@route.query.returnTo' } }]);
  });

  it('hides Register when switch_register_button is not 1, and leads to /m/register when it is', () => {
    setPlatform({}, { switch_register_button: '0' });
    const first = renderLayout(login, { path: '/m/login' });
    expect(screen.queryByRole('button', { name: '立即注册' })).toBeNull();
    first.unmount();
    setPlatform({}, { switch_register_button: '1' });
    const { runs } = renderLayout(login, { path: '/m/login' });
    fireEvent.click(screen.getByRole('button', { name: '立即注册' }));
    expect(runs.at(-1)?.actions).toEqual([{ do: 'navigate', to: '/m/register' }]);
  });

  it.each([['CHNGPASSMAIL3'], ['CHNGPASSVERIF3']])('shows the forgot-password link to /m/forget with %s', (flag) => {
    setPlatform({ [flag]: true });
    renderLayout(login, { path: '/m/login' });
    expect(screen.getByRole('link', { name: '忘记密码？' }).getAttribute('href')).toBe('/m/forget');
  });

  it('shows a social icon only with its flag and the federated service ready', () => {
    setPlatform({ FACEBOOKLOGIN3: true, GOOGLELOGIN3: false });
    const { store } = renderLayout(login, { path: '/m/login' });
    expect(screen.queryByRole('button', { name: /Facebook/ })).toBeNull();
    act(() => setScreenState(store, { federatedReady: true }));
    expect(screen.getByRole('button', { name: '使用 Facebook 登录' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
  });

  it('asks for the back bar titled login', () => {
    expect(login.chrome).toEqual({ header: 'backBar', title: 't:app_title_login' });
  });
});
