import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { username } from '../../params';

export const usernameCheckSchema = z.object({ username: z.string(), available: z.boolean() });
export type UsernameCheck = z.infer<typeof usernameCheckSchema>;

/** GET /wps/check/username?username=: whether the name is still free. */
export function checkUsername(username: string, callOptions?: CallOptions): Promise<UsernameCheck> {
  return call(usernameCheckSchema, (signal) => api().options({ signal }).query({ username }).get('/wps/check/username').json(), callOptions);
}

export const checkUsernameEndpoint = defineEndpoint({
  name: 'member.checkUsername',
  description: 'Whether a username is still free: { username, available }.',
  params: z.strictObject({ username }),
  run: (p, env) => checkUsername(p.username, { signal: env.signal }),
});
