import { z } from 'zod/mini';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { filled, password } from '../../params';
import { encryptedCall } from '../encrypted-call';
import { loginAnswerSchema } from '../../session-answer';

/** The player is signed in by the reset itself: the answer is a session, as login's. */
export const passwordResetSchema = loginAnswerSchema;

/**
 * POST /wps/member/password/reset (encrypted): new password with the token of an e-mailed reset
 * link (/m/forget?token=…). Answers a session (the player is signed in: session.start). Failures carry
 * data.errorCode (reset.invalid, modify.new.old.same, validation.failed).
 */
export function resetPasswordWithToken(payload: { token: string; newPassword: string }, callOptions?: CallOptions) {
  return encryptedCall('post', '/wps/member/password/reset', payload, passwordResetSchema, {}, callOptions);
}

export const passwordResetEndpoint = defineEndpoint({
  name: 'member.passwordReset',
  description: 'Sets a new password with the token of an e-mailed reset link, encrypted; answers a session ({ token, userName, type, firstTimeLogin }) for session.start.',
  params: z.strictObject({ token: filled(100), newPassword: password }),
  run: (p, env) => resetPasswordWithToken(p, { signal: env.signal }),
});
