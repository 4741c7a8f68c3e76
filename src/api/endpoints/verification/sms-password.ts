import { z } from 'zod/mini';
import { smsPassword } from '../../../contract/session/verification';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { dialingCode, filled, mobileNum, text } from '../../params';
import type { SmsAnswer, SmsRequest } from './sms-no-login';

/** Code for setting a password by phone; needs a solved captcha. */
export function requestPasswordSms(req: SmsRequest & { captcha: string; captchaId: string }, callOptions?: CallOptions): Promise<SmsAnswer> {
  return request(smsPassword, req, callOptions);
}

export const smsPasswordEndpoint = defineEndpoint({
  name: 'verification.smsPassword',
  description: 'Sends an SMS code for setting a password by phone, after a solved captcha; answers { expirationTime }.',
  call: smsPassword,
  params: z.strictObject({ mobileNum, countryDialingCode: dialingCode, captcha: text(6), captchaId: filled(64) }),
  run: (p, env) => requestPasswordSms(p, { signal: env.signal }),
});
