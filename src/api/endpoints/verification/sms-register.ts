import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { dialingCode, mobileNum } from '../../params';
import { smsAnswerSchema, type SmsAnswer, type SmsRequest } from './sms-no-login';

/**
 * POST /wps/verification/sms/register: code for registration (400 mobile.taken if registered). The
 * registration page names the number mobileNo (spec section 3), sent as JSON.
 */
export function requestRegisterSms(req: SmsRequest, callOptions?: CallOptions): Promise<SmsAnswer> {
  const body = { mobileNo: req.mobileNum, countryDialingCode: req.countryDialingCode, ...(req.sliderToken ? { sliderToken: req.sliderToken } : {}) };
  return call(smsAnswerSchema, (signal) => api().options({ signal }).post(body, '/wps/verification/sms/register').json(), callOptions);
}

export const smsRegisterEndpoint = defineEndpoint({
  name: 'verification.smsRegister',
  description: 'Sends an SMS code for mobile registration; answers { expirationTime } (400 mobile.taken when already registered).',
  params: z.strictObject({ mobileNum, countryDialingCode: dialingCode, sliderToken: z.optional(z.string()) }),
  run: (p, env) => requestRegisterSms(p, { signal: env.signal }),
});
