import { z } from 'zod/mini';
import type { CallOptions } from '../../client';
import { encryptedCall } from '../encrypted-call';

export const passwordByPhoneSchema = z.object({ userName: z.string() });

/**
 * POST /wps/member/password/verification (encrypted): new password with an SMS code. Answers the
 * username so the client can log in with it. Failures carry data.errorCode (modify.new.old.same, sms.invalid, ...).
 */
export function setPasswordByPhone(payload: { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string; firebaseIdToken?: string }, callOptions?: CallOptions) {
  return encryptedCall('post', '/wps/member/password/verification', payload, passwordByPhoneSchema, {}, callOptions);
}
