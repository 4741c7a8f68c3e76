import { z } from 'zod/mini';
import { defineCall } from '../call';
import { required } from '../fields';
import { passwordText, signedInAnswer } from './fields';

/**
 * Real members only; other sessions end. Errors: password.confirm, modify.new.old.same,
 * password.old.incorrect, validation.failed (the merchant's password rule).
 */
export const passwordChange = defineCall({
  method: 'POST',
  path: '/wps/member/password',
  auth: 'session',
  summary: 'Changes the login password with the old one.',
  input: z.object({ oldPassword: passwordText, newPassword: passwordText, confirmNewPassword: passwordText }),
  answer: z.literal(true),
});

/**
 * Needs CHNGPASSMAIL3 (403 recovery.disabled). The link (/m/forget?token=…, valid 30 minutes) is
 * logged, not mailed: the reference platform has no mail gateway. The answer is the same whether
 * or not the pair matched, so the form cannot probe accounts.
 */
export const passwordEmail = defineCall({
  method: 'POST',
  path: '/wps/member/password/email',
  summary: 'Mails a single-use password-reset link when username and e-mail match a member; answers true either way.',
  body: 'form',
  input: z.object({
    username: required(32),
    email: z.string().check(z.trim(), z.regex(/^\w+([.-]\w+)*@\w+([.-]\w+)*\.[A-Za-z]{2,3}$/, 'is not a valid e-mail address')),
  }),
  answer: z.literal(true),
});

/**
 * Needs CHNGPASSVERIF3 (403 recovery.disabled); the SMS code comes from
 * /wps/verification/sms/password. Failures repeat their errorCode in `data.errorCode`
 * (sms.invalid, member.notFound, modify.new.old.same, validation.failed).
 */
export const passwordByPhone = defineCall({
  method: 'POST',
  path: '/wps/member/password/verification',
  summary: 'Sets a new password with an SMS code and signs the player in (answers a session, as login does).',
  body: 'encrypted',
  input: z.object({
    newPassword: passwordText,
    mobileNum: z.string().check(z.trim(), z.regex(/^\d{6,15}$/, 'must be 6-15 digits')),
    countryDialingCode: z.pipe(
      z.string().check(z.trim(), z.regex(/^\+?\d{1,4}$/, 'must be 1-4 digits')),
      z.transform((c) => c.replace(/^\+/, '')),
    ),
    verificationCode: required(10),
    firebaseIdToken: z.optional(z.string().check(z.maxLength(4096))),
  }),
  answer: signedInAnswer,
});

/**
 * Needs CHNGPASSMAIL3 (403 recovery.disabled). The token is consumed only when the new password is
 * accepted, so a refused attempt can be corrected with the same link. Failures repeat their
 * errorCode in `data.errorCode` (reset.invalid, modify.new.old.same, validation.failed).
 */
export const passwordReset = defineCall({
  method: 'POST',
  path: '/wps/member/password/reset',
  summary: 'Sets a new password with the token of an e-mailed reset link and signs the player in.',
  body: 'encrypted',
  input: z.object({
    token: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not a reset link token')),
    newPassword: passwordText,
  }),
  answer: signedInAnswer,
});
