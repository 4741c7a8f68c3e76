import { api, call, type CallOptions } from '../../client';
import { smsAnswerSchema, type SmsAnswer, type SmsRequest } from './sms-no-login';

/** POST /wps/verification/sms/password: code for setting a password by phone; needs a solved captcha. */
export function requestPasswordSms(req: SmsRequest & { captcha: string; captchaId: string }, callOptions?: CallOptions): Promise<SmsAnswer> {
  return call(smsAnswerSchema, (signal) => api().options({ signal }).post(req, '/wps/verification/sms/password').json(), callOptions);
}
