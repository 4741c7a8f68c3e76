import { z } from 'zod/mini';
import type { input } from 'zod/v4/core';
import { passwordByPhone } from '../../../contract/member/passwords';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { dialingCode, mobileNum, password, text } from '../../params';
import { encryptedCall } from '../encrypted-call';

/**
 * New password with an SMS code (encrypted). Answers a session (the player is signed in:
 * session.start). Failures carry data.errorCode (modify.new.old.same, sms.invalid, ...).
 */
export function setPasswordByPhone(payload: input<typeof passwordByPhone.input>, callOptions?: CallOptions) {
  return encryptedCall('post', passwordByPhone.path, payload, passwordByPhone.answer, {}, callOptions);
}

export const passwordPhoneEndpoint = defineEndpoint({
  name: 'member.passwordPhone',
  description: 'Sets a new password with an SMS code (from verification.smsPassword), encrypted; answers a session ({ token, userName, type, firstTimeLogin }) for session.start.',
  call: passwordByPhone,
  params: z.strictObject({
    newPassword: password,
    mobileNum,
    countryDialingCode: dialingCode,
    verificationCode: text(10),
    firebaseIdToken: z.optional(text(4096)),
  }),
  run: (p, env) => setPasswordByPhone(p, { signal: env.signal }),
});
