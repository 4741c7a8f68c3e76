import { z } from 'zod/mini';
import { smsRegister } from '../../../contract/session/verification';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { dialingCode, mobileNum } from '../../params';
import type { SmsAnswer, SmsRequest } from './sms-no-login';

/**
 * Code for registration (400 mobile.taken if registered). The registration page names the number
 * mobileNo (spec section 3), sent as JSON.
 */
export function requestRegisterSms(req: SmsRequest, callOptions?: CallOptions): Promise<SmsAnswer> {
  const body = { mobileNo: req.mobileNum, countryDialingCode: req.countryDialingCode, ...(req.sliderToken ? { sliderToken: req.sliderToken } : {}) };
  return request(smsRegister, body, callOptions);
}

export const smsRegisterEndpoint = defineEndpoint({
  name: 'verification.smsRegister',
  description: 'Sends an SMS code for mobile registration; answers { expirationTime } (400 mobile.taken when already registered).',
  call: smsRegister,
  params: z.strictObject({ mobileNum, countryDialingCode: dialingCode, sliderToken: z.optional(z.string()) }),
  run: (p, env) => requestRegisterSms(p, { signal: env.signal }),
});
