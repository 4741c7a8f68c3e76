import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { text } from '../../params';

/** POST /wps/member/password/email (form-urlencoded): answers true whether or not the pair matched. */
export function recoverPasswordByEmail(body: { username: string; email: string }, callOptions?: CallOptions): Promise<boolean> {
  return call(z.literal(true), (signal) =>
    api().options({ signal }).formUrl({ username: body.username.trim(), email: body.email.trim() }).post(undefined, '/wps/member/password/email').json(),
    callOptions,
  );
}

export const passwordEmailEndpoint = defineEndpoint({
  name: 'member.passwordEmail',
  description: 'Mails a password-reset link when username and e-mail match a member; answers true either way.',
  params: z.strictObject({ username: text(32), email: text(128) }),
  run: (p, env) => recoverPasswordByEmail(p, { signal: env.signal }),
});
