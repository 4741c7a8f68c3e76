import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { dialingCode, filled, mobileNum, text } from '../../params';
import { smsAnswerSchema, type SmsAnswer, type SmsRequest } from './sms-no-login';

/** POST /wps/verification/sms/password: code for setting a password by phone; needs a solved captcha. */
export function requestPasswordSms(req: SmsRequest & { captcha: string; captchaId: string }, callOptions?: CallOptions): Promise<SmsAnswer> {
  return call(smsAnswerSchema, (signal) => api().options({ signal }).post(req, '/wps/verification/sms/password').json(), callOptions);
}

export const smsPasswordEndpoint = defineEndpoint({
  name: 'verification.smsPassword',
  description: 'Sends an SMS code for setting a password by phone, after a solved captcha; answers { expirationTime }.',
  params: z.strictObject({ mobileNum, countryDialingCode: dialingCode, captcha: text(6), captchaId: filled(64) }),
  run: (p, env) => requestPasswordSms(p, { signal: env.signal }),
});
