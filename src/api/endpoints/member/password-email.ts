import { z } from 'zod/mini';
import { passwordEmail } from '../../../contract/member/passwords';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { text } from '../../params';

/** Sent form-urlencoded; answers true whether or not the pair matched. */
export function recoverPasswordByEmail(body: { username: string; email: string }, callOptions?: CallOptions): Promise<boolean> {
  return request(passwordEmail, { username: body.username.trim(), email: body.email.trim() }, callOptions);
}

export const passwordEmailEndpoint = defineEndpoint({
  name: 'member.passwordEmail',
  description: 'Mails a password-reset link when username and e-mail match a member; answers true either way.',
  call: passwordEmail,
  params: z.strictObject({ username: text(32), email: text(128) }),
  run: (p, env) => recoverPasswordByEmail(p, { signal: env.signal }),
});
