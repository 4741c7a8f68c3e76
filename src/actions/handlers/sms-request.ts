import { z } from 'zod/mini';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { requestLoginSms } from '../../api/endpoints/verification/sms-no-login';
import { requestRegisterSms } from '../../api/endpoints/verification/sms-register';
import { validateField } from '../../engine/rules';
import { startSmsCountdown, smsCountdownRunning } from '../flows/sms-countdown';
import { setFieldErrors, type FieldSpec } from '../../state/screen';
import { hideLoading, showLoading, showToast } from '../../state/ui';

/** Spec: the sending message waits 10 s on the login page, 9999 s elsewhere; "sent" shows 1.5 s. */
const SENDING_TIMEOUT_MS = { login: 10_000, register: 9_999_000 } as const;
export const SMS_SENT_TOAST_MS = 1500;

const MOBILE_FIELD = 'mobileNum';
const DEFAULT_MOBILE_SPEC: FieldSpec = { name: MOBILE_FIELD, rule: 'loginMobileNum', required: true };

const requesters = { login: requestLoginSms, register: requestRegisterSms };

export const smsRequestAction = defineAction({
  name: 'sms.request',
  description:
    'Send an SMS code to form.mobileNum (+ form.countryDialingCode): needs a valid number (else a field error), ' +
    'shows "SMS sending...", then counts down state.smsCountdown from the server expiration time.',
  params: actionSchema('sms.request', { purpose: z.enum(['login', 'register']) }),
  run: async (action, scope) => {
    const { screen } = scope;
    if (smsCountdownRunning(screen)) return 'stop';
    const spec = screen.fields.value.find((f) => f.name === MOBILE_FIELD) ?? DEFAULT_MOBILE_SPEC;
    const error = validateField({ ...spec, required: true }, screen.form.value);
    setFieldErrors(screen, { [MOBILE_FIELD]: error });
    if (error) return 'stop';
    const form = screen.form.value;
    const request = {
      mobileNum: String(form[MOBILE_FIELD]).trim(),
      countryDialingCode: typeof form.countryDialingCode === 'string' ? form.countryDialingCode.trim() : '',
    };
    showLoading('t:common_sms_sending', SENDING_TIMEOUT_MS[action.purpose]);
    let expirationTime: number;
    try {
      ({ expirationTime } = await requesters[action.purpose](request));
    } finally {
      hideLoading();
    }
    startSmsCountdown(screen, expirationTime);
    showToast('t:common_sms_sent', { duration: SMS_SENT_TOAST_MS });
  },
});
