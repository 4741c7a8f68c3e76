import { api, call, type CallOptions } from '../../client';
import { smsAnswerSchema, type SmsAnswer, type SmsRequest } from './sms-no-login';

/** POST /wps/verification/sms/register: code for mobile registration (400 mobile.taken if registered). */
export function requestRegisterSms(req: SmsRequest, callOptions?: CallOptions): Promise<SmsAnswer> {
  return call(smsAnswerSchema, (signal) => api().options({ signal }).post(req, '/wps/verification/sms/register').json(), callOptions);
}
