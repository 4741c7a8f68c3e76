import { renderWidget } from './helpers';
import { safeParse } from 'zod/mini';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tabsWidget } from '../../widgets/Tabs';
import { textFieldWidget } from '../../widgets/TextField';
import { passwordFieldWidget } from '../../widgets/PasswordField';
import { codeFieldWidget } from '../../widgets/CodeField';
import { captchaFieldWidget } from '../../widgets/CaptchaField';
import { checkboxWidget } from '../../widgets/Checkbox';
import { dialingCodePickerWidget } from '../../widgets/DialingCodePicker';
import { countryName } from '../../widgets/DialingCodePicker/countries';
import { createScreenStore, setFieldErrors, setScreenState } from '../../src/state/screen';

const methodTabs = {
  bind: 'form.method',
  tabs: [
    { value: 'username', label: 't:screens_login_method_username' },
    { value: 'sms', label: 't:screens_login_method_sms', when: { var: 'flags.MOBILEVERIFYLOGIN3' } },
  ],
};

describe('Tabs', () => {
  it('offers only the tabs whose when holds', () => {
    renderWidget(tabsWidget, methodTabs, { ctx: { flags: { MOBILEVERIFYLOGIN3: false } } });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['账号登录']);
  });

  it('writes the chosen value to its binding and emits change with it', () => {
    const store = createScreenStore({ form: { method: 'username' } });
    const { emit } = renderWidget(tabsWidget, methodTabs, { store, ctx: { flags: { MOBILEVERIFYLOGIN3: true } } });
    const sms = screen.getByRole('tab', { name: '短信登录' });
    expect(screen.getByRole('tab', { name: '账号登录' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(sms);
    expect(store.form.value.method).toBe('sms');
    expect(emit).toHaveBeenCalledWith('change', { value: 'sms' });
    expect(sms.getAttribute('aria-selected')).toBe('true');
  });

  it('falls back to the first visible tab when the bound value is hidden', () => {
    const store = createScreenStore({ form: { method: 'sms' } });
    const { emit } = renderWidget(tabsWidget, methodTabs, { store, ctx: { flags: {} } });
    expect(store.form.value.method).toBe('username');
    expect(emit).not.toHaveBeenCalled();
  });

  it('binds to screen state too', () => {
    const store = createScreenStore();
    renderWidget(tabsWidget, { bind: 'state.tab', tabs: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] }, { store });
    fireEvent.click(screen.getByRole('tab', { name: 'B' }));
    expect(store.state.value.tab).toBe('b');
  });

  it('refuses a binding outside form and state', () => {
    expect(safeParse(tabsWidget.props, { ...methodTabs, bind: 'flags.X' }).success).toBe(false);
  });
});

describe('TextField', () => {
  it('is labelled, bound to its form field and emits change', () => {
    const store = createScreenStore();
    const { emit } = renderWidget(textFieldWidget, { name: 'username', label: 't:screens_field_username', maxLength: 16, autocomplete: 'username' }, { store });
    const input = screen.getByLabelText('用户名') as HTMLInputElement;
    expect(input.maxLength).toBe(16);
    expect(input.getAttribute('autocomplete')).toBe('username');
    fireEvent.change(input, { target: { value: 'demo' } });
    expect(store.form.value.username).toBe('demo');
    expect(emit).toHaveBeenCalledWith('change', { value: 'demo' });
  });

  it('shows its translated error, marks itself invalid, and clears the error on edit', () => {
    const store = createScreenStore();
    renderWidget(textFieldWidget, { name: 'mobileNum', label: 'Mobile' }, { store });
    act(() => setFieldErrors(store, { mobileNum: { key: 'rules_required' } }));
    const input = screen.getByLabelText('Mobile');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(alert.textContent).not.toContain('rules_required');
    fireEvent.change(input, { target: { value: '1' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store.errors.value.mobileNum).toBeUndefined();
  });

  it('names the field in the generic required message, in the player\'s language', () => {
    const store = createScreenStore();
    renderWidget(textFieldWidget, { name: 'username', label: 't:screens_field_username' }, { store });
    act(() => setFieldErrors(store, { username: { key: 'rules_required_named', params: { field: 't:screens_field_username' } } }));
    expect(screen.getByRole('alert').textContent).toBe('请输入用户名');
  });

  it('shows a plain server message as written', () => {
    const store = createScreenStore();
    renderWidget(textFieldWidget, { name: 'u', label: 'U' }, { store });
    act(() => {
      store.errors.value = { u: 'Sorry, the username already exists.' };
    });
    expect(screen.getByRole('alert').textContent).toBe('Sorry, the username already exists.');
  });

  it('with the dialing-code prefix, picks the first country and writes the choice to its field', () => {
    const store = createScreenStore({ state: { countries: [{ code: 'CN', name: 'China', dialingCode: '86' }, { code: 'PH', name: 'Philippines', dialingCode: '63' }] } });
    renderWidget(textFieldWidget, { name: 'mobileNum', label: 'Mobile', prefix: 'dialingCode', type: 'tel' }, { store });
    expect(store.form.value.countryDialingCode).toBe('86');
    fireEvent.change(screen.getByRole('combobox', { name: '国家/地区区号' }), { target: { value: '63' } });
    expect(store.form.value.countryDialingCode).toBe('63');
    expect(screen.getAllByText(/\+63/).length).toBeGreaterThan(0); console.log(document.body.innerHTML);
  });
});

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then hides it again', () => {
    renderWidget(passwordFieldWidget, { name: 'password', label: 't:screens_field_password' });
    const input = screen.getByLabelText('密码') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input.type).toBe('text');
    const hide = screen.getByRole('button', { name: '隐藏密码' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(hide);
    expect(input.type).toBe('password');
  });

  it('tells the password manager whether it is a current or a new password', () => {
    renderWidget(passwordFieldWidget, { name: 'password', label: 'Current' });
    renderWidget(passwordFieldWidget, { name: 'newPassword', label: 'New', autocomplete: 'new-password' });
    expect(screen.getByLabelText('Current').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('New').getAttribute('autocomplete')).toBe('new-password');
  });
});

describe('CodeField', () => {
  it('defaults to verificationCode, max 10 digits, and emits request', () => {
    const store = createScreenStore();
    const { emit, props } = renderWidget(codeFieldWidget, { label: 'Code' }, { store });
    expect(props).toMatchObject({ name: 'verificationCode', rule: 'verificationCode', maxLength: 10 });
    const input = screen.getByLabelText('Code') as HTMLInputElement;
    expect(input.maxLength).toBe(10);
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(input, { target: { value: '12a34' } });
    expect(store.form.value.verificationCode).toBe('1234');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(emit).toHaveBeenCalledWith('request');
  });

  it('counts down from state smsCountdown and refuses requests meanwhile', () => {
    const store = createScreenStore({ state: { smsCountdown: 42 } });
    const { emit } = renderWidget(codeFieldWidget, { label: 'Code' }, { store });
    const button = screen.getByRole('button', { name: '42 秒后重发' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(emit).not.toHaveBeenCalled();
    act(() => setScreenState(store, { smsCountdown: 0 }));
    expect((screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('CaptchaField', () => {
  it('is a 6-character numeric-keypad input showing the image from state', () => {
    const store = createScreenStore({ state: { captchaImage: 'data:image/svg+xml;base64,PHN2Zy8+' } });
    const { props } = renderWidget(captchaFieldWidget, { label: 'Captcha' }, { store });
    expect(props).toMatchObject({ name: 'captcha', rule: 'captcha', required: true, maxLength: 6 });
    const input = screen.getByLabelText(/Captcha/) as HTMLInputElement;
    expect(input.maxLength).toBe(6);
    expect(input.inputMode).toBe('numeric');
    expect(screen.getByRole('img', { name: '验证码图片' }).getAttribute('src')).toContain('data:image/svg+xml');
  });

  it('keeps digits only, at most 6 by default, and refuses a maximum over 16', () => {
    const store = createScreenStore();
    const { emit } = renderWidget(captchaFieldWidget, { label: 'Captcha' }, { store });
    fireEvent.change(screen.getByLabelText(/Captcha/), { target: { value: ' 12a3-4 ' } });
    expect(store.form.value.captcha).toBe('1234');
    expect(emit).toHaveBeenCalledWith('change', { value: '1234' });
    expect(safeParse(captchaFieldWidget.props, { maxLength: 17 }).success).toBe(false);
  });

  it('tapping the image emits refresh and clears the typed code and its error', () => {
    const store = createScreenStore({ form: { captcha: '1234' }, state: { captchaImage: 'data:image/png;base64,AA' } });
    store.errors.value = { captcha: 't:rules_captcha_required' };
    const { emit } = renderWidget(captchaFieldWidget, { label: 'Captcha' }, { store });
    fireEvent.click(screen.getByRole('button', { name: '看不清？点击更换验证码' }));
    expect(emit).toHaveBeenCalledWith('refresh');
    expect(store.form.value.captcha).toBe('');
    expect(store.errors.value.captcha).toBeUndefined();
  });

  it('shows no image from a non-image address', () => {
    const store = createScreenStore({ state: { captchaImage: 'javascript:alert(1)' } });
    renderWidget(captchaFieldWidget, { label: 'Captcha' }, { store });
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('Checkbox', () => {
  it('is a labelled checkbox bound to a boolean field', () => {
    const store = createScreenStore();
    const { emit } = renderWidget(checkboxWidget, { name: 'remember', label: 't:screens_remember' }, { store });
    const box = screen.getByRole('checkbox', { name: '记住账号' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(store.form.value.remember).toBe(true);
    expect(emit).toHaveBeenCalledWith('change', { value: true });
  });
});

describe('DialingCodePicker', () => {
  it('is disabled until the country list is loaded, then offers it', () => {
    const store = createScreenStore();
    const { emit } = renderWidget(dialingCodePickerWidget, {}, { store });
    const select = screen.getByRole('combobox', { name: '国家/地区区号' }) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    act(() => setScreenState(store, { countries: [{ code: 'CN', name: 'China', dialingCode: '+86' }, { code: 'MY', name: 'Malaysia', dialingCode: '+60' }] }));
    expect(select.disabled).toBe(false);
    expect(store.form.value.countryDialingCode).toBe('+86');
    fireEvent.change(select, { target: { value: '+60' } });
    expect(emit).toHaveBeenCalledWith('change', { value: '+60' });
    expect(store.form.value.countryDialingCode).toBe('+60');
  });

  it('names the countries in the app language, else as the server does', () => {
    const store = createScreenStore({ state: { countries: [{ code: 'PH', name: 'Philippines', dialingCode: '63' }, { code: 'QQ', name: 'Somewhere', dialingCode: '999' }] } });
    renderWidget(dialingCodePickerWidget, {}, { store });
    const names = Array.from((screen.getByRole('combobox') as HTMLSelectElement).options).map((o) => o.textContent);
    expect(names).toEqual(['菲律宾 +63', 'Somewhere +999']);
    expect(countryName({ code: 'cn', name: '中国', dialingCode: '86' }, 'EN')).toBe('China');
    expect(countryName({ code: '', name: 'Server name', dialingCode: '1' }, 'EN')).toBe('Server name');
  });

  it('keeps a remembered code instead of overwriting it', () => {
    const store = createScreenStore({ form: { countryDialingCode: '63' }, state: { countries: [{ code: 'CN', name: 'China', dialingCode: '86' }, { code: 'PH', name: 'Philippines', dialingCode: '63' }] } });
    renderWidget(dialingCodePickerWidget, {}, { store });
    expect(store.form.value.countryDialingCode).toBe('63');
  });
});
