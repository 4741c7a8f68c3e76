import { z } from 'zod/mini';
import type { smsAnswer } from '../../../contract/session/fields';
import { smsNoLogin } from '../../../contract/session/verification';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { dialingCode, mobileNum } from '../../params';

/** expirationTime: epoch ms when another code may be requested (the countdown target). */
export type SmsAnswer = z.infer<typeof smsAnswer>;

export interface SmsRequest {
  mobileNum: string;
  countryDialingCode: string;
  /** The pass of a solved slider puzzle (when the merchant asks for slider verification). */
  sliderToken?: string;
}

/** Code for the SMS login tab (429 sms.tooFrequent within 60 s). */
export function requestLoginSms(req: SmsRequest, callOptions?: CallOptions): Promise<SmsAnswer> {
  return request(smsNoLogin, req, callOptions);
}

export const smsLoginEndpoint = defineEndpoint({
  name: 'verification.smsLogin',
  description: 'Sends an SMS code for the SMS login tab; answers { expirationTime } (the countdown target; 429 sms.tooFrequent within 60 s).',
  call: smsNoLogin,
  params: z.strictObject({ mobileNum, countryDialingCode: dialingCode, sliderToken: z.optional(z.string()) }),
  run: (p, env) => requestLoginSms(p, { signal: env.signal }),
});
