import { z } from 'zod/mini';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { dialingCode, mobileNum, password, text } from '../../params';
import { encryptedCall } from '../encrypted-call';

export const passwordByPhoneSchema = z.object({ userName: z.string() });

/**
 * POST /wps/member/password/verification (encrypted): new password with an SMS code. Answers the
 * username so the client can log in with it. Failures carry data.errorCode (modify.new.old.same, sms.invalid, ...).
 */
export function setPasswordByPhone(payload: { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string; firebaseIdToken?: string }, callOptions?: CallOptions) {
  return encryptedCall('post', '/wps/member/password/verification', payload, passwordByPhoneSchema, {}, callOptions);
}

export const passwordPhoneEndpoint = defineEndpoint({
  name: 'member.passwordPhone',
  description: 'Sets a new password with an SMS code (from verification.smsPassword), encrypted; answers { userName } to log in with.',
  params: z.strictObject({
    newPassword: password,
    mobileNum,
    countryDialingCode: dialingCode,
    verificationCode: text(10),
    firebaseIdToken: z.optional(text(4096)),
  }),
  run: (p, env) => setPasswordByPhone(p, { signal: env.signal }),
});
