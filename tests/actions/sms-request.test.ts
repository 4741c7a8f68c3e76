import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/api/endpoints/verification/sms-no-login', () => ({ requestLoginSms: vi.fn() }));
vi.mock('../../src/api/endpoints/verification/sms-register', () => ({ requestRegisterSms: vi.fn() }));
vi.mock('../../src/api/endpoints/verification/sms-password', () => ({ requestPasswordSms: vi.fn() }));
vi.mock('../../src/api/endpoints/verification/slider', () => ({ getSliderPuzzle: vi.fn(async () => ({ sliderId: 's-next' })) }));
vi.mock('../../src/api/endpoints/captcha', () => ({ getCaptcha: vi.fn(async () => ({ captchaId: 'c-next', image: 'data:image/svg+xml;base64,AA' })) }));

import { requestLoginSms } from '../../src/api/endpoints/verification/sms-no-login';
import { requestRegisterSms } from '../../src/api/endpoints/verification/sms-register';
import { requestPasswordSms } from '../../src/api/endpoints/verification/sms-password';
import { SENDING_TIMEOUT_MS } from '../../src/actions/handlers/sms-request';
import { ApiError } from '../../src/api/errors';
import { runActionList } from './dispatch';
import { disposeScreen } from '../../src/state/screen';
import { loading, toasts } from '../../src/state/ui';
import { fakeScope } from './fake-scope';

const NOW = new Date('2026-01-01T00:00:00Z').getTime();
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  toasts.value = [];
});

function smsScreen(mobileNum: string) {
  const ctx = fakeScope();
  ctx.screen.form.value = { mobileNum, countryDialingCode: '86' };
  return ctx;
}

describe('sms.request', () => {
  it('needs a valid mobile number: shows a field error and sends nothing', async () => {
    const { scope, screen } = smsScreen('12');
    expect(await runActionList([{ do: 'sms.request', purpose: 'login' }], scope)).toBe('stop');
    expect(screen.errors.value.mobileNum).toMatch(/^t:rules_/);
    expect(requestLoginSms).not.toHaveBeenCalled();
  });

  it('shows "sending", requests, toasts "SMS sent" 1.5 s and counts down every 500 ms', async () => {
    let seenLoading: string | undefined;
    vi.mocked(requestLoginSms).mockImplementation(async () => {
      seenLoading = loading.value?.text;
      return { expirationTime: NOW + 60_000 };
    });
    const { scope, screen } = smsScreen('13800000000');
    screen.errors.value = { mobileNum: 't:old' };
    await runActionList([{ do: 'sms.request', purpose: 'login' }], scope);
    expect(requestLoginSms).toHaveBeenCalledWith({ mobileNum: '13800000000', countryDialingCode: '86' });
    expect(seenLoading).toBe('t:common_sms_sending');
    expect(loading.value).toBeNull();
    expect(screen.errors.value).toEqual({});
    expect(toasts.value[0]).toMatchObject({ text: 't:common_sms_sent', duration: 1500 });
    expect(screen.state.value.smsCountdown).toBe(60);
    vi.advanceTimersByTime(1500);
    expect(screen.state.value.smsCountdown).toBe(59);
    vi.advanceTimersByTime(58_500);
    expect(screen.state.value.smsCountdown).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('with a slider on the screen: needs it solved first, sends its pass, and a refused pass brings a new puzzle', async () => {
    const { scope, screen } = smsScreen('13800000000');
    screen.fields.value = [{ name: 'mobileNum', rule: 'loginMobileNum', required: true }, { name: 'sliderToken', rule: 'slider', required: true }];
    expect(await runActionList([{ do: 'sms.request', purpose: 'register' }], scope)).toBe('stop');
    expect(screen.errors.value.sliderToken).toBe('t:rules_slider_required');
    expect(requestRegisterSms).not.toHaveBeenCalled();

    screen.form.value = { ...screen.form.value, sliderToken: 'pass-1' };
    vi.mocked(requestRegisterSms).mockRejectedValueOnce(new ApiError('http', 'Please complete the slider verification', { status: 400, code: 'slider.required', data: { field: 'sliderToken' } }));
    expect(await runActionList([{ do: 'sms.request', purpose: 'register' }], scope)).toBe('stop');
    expect(requestRegisterSms).toHaveBeenCalledWith({ mobileNum: '13800000000', countryDialingCode: '86', sliderToken: 'pass-1' });
    expect(screen.errors.value.sliderToken).toBe('Please complete the slider verification');
    expect(screen.form.value.sliderToken).toBe('');
    expect(screen.state.value.slider).toEqual({ sliderId: 's-next' });
  });

  it('does not send again while the countdown runs, and stops when the screen goes away', async () => {
    vi.mocked(requestRegisterSms).mockResolvedValue({ expirationTime: NOW + 30_000 });
    const { scope, screen } = smsScreen('13800000000');
    await runActionList([{ do: 'sms.request', purpose: 'register' }], scope);
    expect(await runActionList([{ do: 'sms.request', purpose: 'register' }], scope)).toBe('stop');
    expect(requestRegisterSms).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    disposeScreen(screen);
    const frozen = screen.state.value.smsCountdown;
    vi.advanceTimersByTime(5000);
    expect(screen.state.value.smsCountdown).toBe(frozen);
  });

  it('hides the loading and reports the error when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(requestLoginSms).mockRejectedValue(new ApiError('http', 'Too frequent', { status: 429, code: 'sms.tooFrequent' }));
    const { scope, screen } = smsScreen('13800000000');
    expect(await runActionList([{ do: 'sms.request', purpose: 'login' }], scope)).toBe('stop');
    expect(loading.value).toBeNull();
    expect(screen.state.value.smsCountdown).toBeUndefined();
    expect(toasts.value).toHaveLength(1);
  });

  it('keeps each page\'s sending timeout: 10 s on login, 15 s for a new password, until answered on registration', () => {
    expect(SENDING_TIMEOUT_MS).toEqual({ login: 10_000, password: 15_000, register: 9_999_000 });
  });

  it('a wait the server imposes (sms.tooFrequent with its expiration time) still counts down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(requestRegisterSms).mockRejectedValue(
      new ApiError('http', 'Too frequent', { status: 429, code: 'sms.tooFrequent', data: { expirationTime: NOW + 42_000 } }),
    );
    const { scope, screen } = smsScreen('13800000000');
    expect(await runActionList([{ do: 'sms.request', purpose: 'register' }], scope)).toBe('stop');
    expect(screen.state.value.smsCountdown).toBe(42);
    disposeScreen(screen);
  });

  it('setting a password by phone needs the captcha first, sends it with its id, then renews the captcha', async () => {
    vi.mocked(requestPasswordSms).mockResolvedValue({ expirationTime: NOW + 60_000 });
    const { scope, screen } = smsScreen('9170000001');
    expect(await runActionList([{ do: 'sms.request', purpose: 'password' }], scope)).toBe('stop');
    expect(screen.errors.value.captcha).toBe('t:rules_captcha_required');
    expect(requestPasswordSms).not.toHaveBeenCalled();
    screen.form.value = { ...screen.form.value, captcha: '1234' };
    screen.state.value = { ...screen.state.value, captchaId: 'c-1' };
    await runActionList([{ do: 'sms.request', purpose: 'password' }], scope);
    expect(requestPasswordSms).toHaveBeenCalledWith({ mobileNum: '9170000001', countryDialingCode: '86', captcha: '1234', captchaId: 'c-1' });
    expect(screen.state.value.captchaId).toBe('c-next');
    expect(screen.form.value.captcha).toBe('');
    expect(screen.state.value.smsCountdown).toBe(60);
    disposeScreen(screen);
  });

  it('a wrong captcha goes on the captcha field, with a new image', async () => {
    vi.mocked(requestPasswordSms).mockRejectedValue(new ApiError('http', 'Verification code error', { status: 400, code: 'captcha.invalid' }));
    const { scope, screen } = smsScreen('9170000001');
    screen.form.value = { ...screen.form.value, captcha: '9999' };
    screen.state.value = { captchaId: 'c-1' };
    expect(await runActionList([{ do: 'sms.request', purpose: 'password' }], scope)).toBe('stop');
    expect(screen.errors.value.captcha).toBeTruthy();
    expect(screen.state.value.captchaId).toBe('c-next');
    expect(screen.state.value.smsCountdown).toBeUndefined();
  });
});
