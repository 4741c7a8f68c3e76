import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { dialingCode, mobileNum } from '../../params';

/** expirationTime: epoch ms when another code may be requested (the countdown target). */
export const smsAnswerSchema = z.object({ expirationTime: z.number().check(z.int()) });
export type SmsAnswer = z.infer<typeof smsAnswerSchema>;

export interface SmsRequest {
  mobileNum: string;
  countryDialingCode: string;
  /** The pass of a solved slider puzzle (when the merchant asks for slider verification). */
  sliderToken?: string;
}

/** POST /wps/verification/sms/noLogin: code for the SMS login tab (429 sms.tooFrequent within 60 s). */
export function requestLoginSms(req: SmsRequest, callOptions?: CallOptions): Promise<SmsAnswer> {
  return call(smsAnswerSchema, (signal) => api().options({ signal }).post(req, '/wps/verification/sms/noLogin').json(), callOptions);
}

export const smsLoginEndpoint = defineEndpoint({
  name: 'verification.smsLogin',
  description: 'Sends an SMS code for the SMS login tab; answers { expirationTime } (the countdown target; 429 sms.tooFrequent within 60 s).',
  params: z.strictObject({ mobileNum, countryDialingCode: dialingCode, sliderToken: z.optional(z.string()) }),
  run: (p, env) => requestLoginSms(p, { signal: env.signal }),
});
