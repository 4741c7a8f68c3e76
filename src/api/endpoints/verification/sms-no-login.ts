import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

/** expirationTime: epoch ms when another code may be requested (the countdown target). */
export const smsAnswerSchema = z.object({ expirationTime: z.number().check(z.int()) });
export type SmsAnswer = z.infer<typeof smsAnswerSchema>;

export interface SmsRequest {
  mobileNum: string;
  countryDialingCode: string;
}

/** POST /wps/verification/sms/noLogin: code for the SMS login tab (429 sms.tooFrequent within 60 s). */
export function requestLoginSms(req: SmsRequest, callOptions?: CallOptions): Promise<SmsAnswer> {
  return call(smsAnswerSchema, (signal) => api().options({ signal }).post(req, '/wps/verification/sms/noLogin').json(), callOptions);
}
