import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

/** DELETE /wps/session/logout: ends the current session (succeeds even if it had expired). */
export const logoutSchema = z.boolean();

export function logout(callOptions?: CallOptions): Promise<boolean> {
  return call(logoutSchema, (signal) => api().options({ signal }).delete('/wps/session/logout').json(), callOptions);
}

export const logoutEndpoint = defineEndpoint({
  name: 'session.logout',
  description: 'Ends the current session (succeeds even when it had expired).',
  params: z.strictObject({}),
  effect: 'signOut',
  run: (_params, env) => logout({ signal: env.signal }),
});
