import { z } from 'zod/mini';
import type { CallOptions } from '../../client';
import { encryptedCall } from '../encrypted-call';

export interface LoginPayload {
  type: 'username' | 'sms';
  username?: string;
  password?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  captcha?: string;
  captchaId?: string;
}

/** POST /wps/session/login answer. A failure with data.captchaRequired asks for a captcha next time. */
export const loginAnswerSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userName: z.string(),
  type: z.number().check(z.int()),
  firstTimeLogin: z.boolean(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** Logs in; the payload is encrypted here. `standalone` sends Device: OTHERS (home-screen web app). */
export function login(payload: LoginPayload, opts: { standalone?: boolean } = {}, callOptions?: CallOptions): Promise<LoginAnswer> {
  return encryptedCall('post', '/wps/session/login', payload, loginAnswerSchema, opts.standalone ? { Device: 'OTHERS' } : {}, callOptions);
}
