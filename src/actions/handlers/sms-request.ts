import { z } from 'zod/mini';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { isApiError } from '../../api/errors';
import { requestLoginSms } from '../../api/endpoints/verification/sms-no-login';
import { requestPasswordSms } from '../../api/endpoints/verification/sms-password';
import { requestRegisterSms } from '../../api/endpoints/verification/sms-register';
import { validateField } from '../../engine/rules';
import { refreshCaptcha, CAPTCHA_FIELD, CAPTCHA_ID } from '../flows/captcha';
import { hasSlider, loadSlider, SLIDER_FIELD, sliderPass } from '../flows/slider';
import { startSmsCountdown, smsCountdownRunning } from '../flows/sms-countdown';
import { setFieldErrors, setFieldMessages, type FieldSpec, type ScreenStore } from '../../state/screen';
import { hideLoading, showLoading, showToast } from '../../state/ui';
import { focusField } from '../browser';
import { apiErrorText, reportActionError } from '../report';

/**
 * Spec: the sending message waits 10 s on the login page, 15 s when setting a password, 9999 s
 * elsewhere (registration); "sent" shows 1.5 s.
 */
export const SENDING_TIMEOUT_MS = { login: 10_000, register: 9_999_000, password: 15_000 } as const;
export const SMS_SENT_TOAST_MS = 1500;

type Purpose = keyof typeof SENDING_TIMEOUT_MS;

const MOBILE_FIELD = 'mobileNum';
const DEFAULT_MOBILE_SPEC: FieldSpec = { name: MOBILE_FIELD, rule: 'loginMobileNum', required: true };
const DEFAULT_CAPTCHA_SPEC: FieldSpec = { name: CAPTCHA_FIELD, rule: 'captcha', required: true };
const SLIDER_SPEC: FieldSpec = { name: SLIDER_FIELD, rule: 'slider', required: true };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Checks a field as the screen shows it (or by its default rule); shows its error; true when it passes. */
function checkField(screen: ScreenStore, fallback: FieldSpec): boolean {
  const spec = screen.fields.value.find((f) => f.name === fallback.name) ?? fallback;
  const error = validateField({ ...spec, required: true }, screen.form.value);
  setFieldErrors(screen, { [fallback.name]: error });
  if (error) focusField(fallback.name);
  return !error;
}

function send(purpose: Purpose, screen: ScreenStore) {
  const form = screen.form.value;
  const pass = sliderPass(screen);
  const request = { mobileNum: text(form[MOBILE_FIELD]), countryDialingCode: text(form.countryDialingCode), ...(pass ? { sliderToken: pass } : {}) };
  if (purpose === 'login') return requestLoginSms(request);
  if (purpose === 'register') return requestRegisterSms(request);
  const captchaId = screen.state.value[CAPTCHA_ID];
  return requestPasswordSms({ ...request, captcha: text(form[CAPTCHA_FIELD]), captchaId: typeof captchaId === 'string' ? captchaId : '' });
}

/** A refused request: a wait the server imposes still counts down; a wrong captcha goes on its field. */
async function refused(error: unknown, purpose: Purpose, screen: ScreenStore): Promise<void> {
  if (!isApiError(error)) throw error;
  const until = Number(error.data?.expirationTime);
  if (error.code === 'sms.tooFrequent' && until > Date.now()) startSmsCountdown(screen, until);
  if (error.code === 'slider.required') {
    // The pass expired or was spent by an earlier code: the player solves a new puzzle.
    setFieldMessages(screen, { [SLIDER_FIELD]: apiErrorText(error) });
    await loadSlider(screen).catch((e) => reportActionError({ do: 'slider.load' }, e));
    focusField(SLIDER_FIELD);
    return;
  }
  if (purpose === 'password') {
    // The captcha is spent by any check, right or wrong.
    await refreshCaptcha(screen).catch((e) => reportActionError({ do: 'captcha.refresh' }, e));
    if (error.code === 'captcha.invalid') {
      setFieldMessages(screen, { [CAPTCHA_FIELD]: apiErrorText(error) });
      focusField(CAPTCHA_FIELD);
      return;
    }
  }
  reportActionError({ do: 'sms.request', purpose }, error);
}

export const smsRequestAction = defineAction({
  name: 'sms.request',
  description:
    'Send an SMS code to form.mobileNum (+ form.countryDialingCode): needs a valid number (else a field error). Purpose ' +
    '"login" (the login page), "register" (sent as mobileNo) or "password" (set a password by phone: needs the captcha ' +
    'field solved first, state.captchaId; the captcha is renewed after the request). Shows "SMS sending..." (10 s on login, ' +
    '15 s for password, else until answered), then "SMS sent" 1.5 s and counts down state.smsCountdown every 500 ms from ' +
    'the server expiration time; a refusal is shown and ends the list. With a SliderField on the screen, login and register ' +
    'codes need it solved first (form.sliderToken is sent); a refused pass loads a new puzzle.',
  params: actionSchema('sms.request', { purpose: z.enum(['login', 'register', 'password']) }),
  run: async (action, scope) => {
    const { screen } = scope;
    if (smsCountdownRunning(screen)) return 'stop';
    if (!checkField(screen, DEFAULT_MOBILE_SPEC)) return 'stop';
    if (action.purpose === 'password' && !checkField(screen, DEFAULT_CAPTCHA_SPEC)) return 'stop';
    if (action.purpose !== 'password' && hasSlider(screen) && !checkField(screen, SLIDER_SPEC)) return 'stop';
    showLoading('t:common_sms_sending', SENDING_TIMEOUT_MS[action.purpose]);
    let expirationTime: number;
    try {
      ({ expirationTime } = await send(action.purpose, screen));
    } catch (error) {
      hideLoading();
      await refused(error, action.purpose, screen);
      return 'stop';
    }
    hideLoading();
    if (action.purpose === 'password') await refreshCaptcha(screen).catch((e) => reportActionError({ do: 'captcha.refresh' }, e));
    startSmsCountdown(screen, expirationTime);
    showToast('t:common_sms_sent', { duration: SMS_SENT_TOAST_MS });
  },
});
