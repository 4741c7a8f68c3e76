import { z } from 'zod/mini';
import { defineCall } from '../call';

/**
 * A session the platform opened: the answer of login. A failed login with data.captchaRequired
 * asks for a captcha next time.
 */
export const loginAnswer = z.object({
  token: z.string().check(z.minLength(1)),
  userName: z.string(),
  type: z.number().check(z.int()),
  firstTimeLogin: z.boolean(),
});

/**
 * Username+password or mobile+SMS code (needs MOBILEVERIFYLOGIN3, else 403 login.smsDisabled).
 * 503 system.maintenance and a bad Device header (400) come before the payload is read; federated
 * (firebase) sign-in answers 400 login.federatedUnavailable. Failures: 401 login.failed or 400
 * sms.invalid (data.captchaRequired), 400 captcha.invalid, 403 member.disabled.
 */
export const login = defineCall({
  method: 'POST',
  path: '/wps/session/login',
  summary: 'Logs in (encrypted credentials); answers a session token.',
  body: 'encrypted',
  input: z.object({
    type: z.enum(['username', 'sms', 'firebase']),
    firebaseChannel: z.optional(z.string().check(z.maxLength(16))),
    firebaseIdToken: z.optional(z.string().check(z.maxLength(4096))),
    firebaseMobileNo: z.optional(z.string().check(z.maxLength(20))),
    username: z.optional(z.string().check(z.trim(), z.maxLength(32))),
    password: z.optional(z.string().check(z.maxLength(64))),
    mobileNum: z.optional(z.string().check(z.trim(), z.maxLength(20))),
    countryDialingCode: z.optional(z.pipe(z.string().check(z.trim(), z.maxLength(6)), z.transform((c) => c.replace(/^\+/, '')))),
    verificationCode: z.optional(z.string().check(z.trim(), z.maxLength(10))),
    captcha: z.optional(z.string().check(z.trim(), z.maxLength(6))),
    captchaId: z.optional(z.string().check(z.maxLength(64))),
  }),
  answer: loginAnswer,
});

/** Trial (free-play) account answer; customerType is 4. */
export const trialSession = z.object({ token: z.string().check(z.minLength(1)), userName: z.string(), customerType: z.number().check(z.int()) });

/** Needs FREEPLAY3. */
export const freePlay = defineCall({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  summary: 'Starts a new trial account with play money and answers its session.',
  input: z.object({}),
  answer: trialSession,
});

export const logout = defineCall({
  method: 'DELETE',
  path: '/wps/session/logout',
  summary: 'Ends the session; ending an unknown or expired one also succeeds.',
  input: z.object({}),
  answer: z.literal(true),
});

export const renew = defineCall({
  method: 'POST',
  path: '/wps/session/renew',
  auth: 'session',
  summary: "Extends the caller's session by a full 7 days (the token stays the same).",
  input: z.object({}),
  answer: z.object({ token: z.string(), expiresAt: z.number().check(z.int()) }),
});
