import { z } from 'zod/mini';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { dialingCode, mobileNum, password, text } from '../../params';
import { encryptedCall } from '../encrypted-call';
import { loginAnswerSchema } from '../../session-answer';

/** The player is signed in by the reset itself: the answer is a session, as login's. */
export const passwordByPhoneSchema = loginAnswerSchema;

/**
 * POST /wps/member/password/verification (encrypted): new password with an SMS code. Answers a
 * session (the player is signed in: session.start). Failures carry data.errorCode (modify.new.old.same, sms.invalid, ...).
 */
export function setPasswordByPhone(payload: { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string; firebaseIdToken?: string }, callOptions?: CallOptions) {
  return encryptedCall('post', '/wps/member/password/verification', payload, passwordByPhoneSchema, {}, callOptions);
}

export const passwordPhoneEndpoint = defineEndpoint({
  name: 'member.passwordPhone',
  description: 'Sets a new password with an SMS code (from verification.smsPassword), encrypted; answers a session ({ token, userName, type, firstTimeLogin }) for session.start.',
  params: z.strictObject({
    newPassword: password,
    mobileNum,
    countryDialingCode: dialingCode,
    verificationCode: text(10),
    firebaseIdToken: z.optional(text(4096)),
  }),
  run: (p, env) => setPasswordByPhone(p, { signal: env.signal }),
});
