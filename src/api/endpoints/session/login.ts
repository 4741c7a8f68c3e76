import { z } from 'zod/mini';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { dialingCode, mobileNum, password, text } from '../../params';
import { encryptedCall } from '../encrypted-call';
import { login as loginCall, loginAnswer } from '../../../contract/session/session';

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

/** A session the platform opened (login, sign-up, a password reset). A failed login with data.captchaRequired asks for a captcha next time. */
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** Logs in; the payload is encrypted here. `standalone` sends Device: OTHERS (home-screen web app). */
export function login(payload: LoginPayload, opts: { standalone?: boolean } = {}, callOptions?: CallOptions): Promise<LoginAnswer> {
  return encryptedCall('post', loginCall.path, payload, loginCall.answer, opts.standalone ? { Device: 'OTHERS' } : {}, callOptions);
}

export const loginEndpoint = defineEndpoint({
  name: 'session.login',
  description:
    'Logs in by username and password or by mobile and SMS code (encrypted); answers a session. A failure with data.captchaRequired asks for a captcha next time.',
  call: loginCall,
  params: z.strictObject({
    type: z.enum(['username', 'sms']),
    username: z.optional(text(32)),
    password: z.optional(password),
    mobileNum: z.optional(mobileNum),
    countryDialingCode: z.optional(dialingCode),
    verificationCode: z.optional(text(10)),
    captcha: z.optional(text(6)),
    captchaId: z.optional(text(64)),
    /** A home-screen web app (sends Device: OTHERS). */
    standalone: z.optional(z.boolean()),
  }),
  effect: 'signIn',
  run: ({ standalone, ...payload }, env) => login(payload, { standalone }, { signal: env.signal }),
});
