import { z } from 'zod/mini';
import type { input } from 'zod/v4/core';
import { passwordReset } from '../../../contract/member/passwords';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { filled, password } from '../../params';
import { encryptedCall } from '../encrypted-call';

/**
 * New password with the token of an e-mailed reset link (/m/forget?token=…), encrypted. Answers a
 * session (the player is signed in: session.start). Failures carry data.errorCode (reset.invalid,
 * modify.new.old.same, validation.failed).
 */
export function resetPasswordWithToken(payload: input<typeof passwordReset.input>, callOptions?: CallOptions) {
  return encryptedCall('post', passwordReset.path, payload, passwordReset.answer, {}, callOptions);
}

export const passwordResetEndpoint = defineEndpoint({
  name: 'member.passwordReset',
  description: 'Sets a new password with the token of an e-mailed reset link, encrypted; answers a session ({ token, userName, type, firstTimeLogin }) for session.start.',
  call: passwordReset,
  params: z.strictObject({ token: filled(100), newPassword: password }),
  run: (p, env) => resetPasswordWithToken(p, { signal: env.signal }),
});
