import { z } from 'zod/mini';
import { logout as logoutCall } from '../../../contract/session/session';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

/** Ends the current session (succeeds even if it had expired). */
export function logout(callOptions?: CallOptions): Promise<boolean> {
  return request(logoutCall, {}, callOptions);
}

export const logoutEndpoint = defineEndpoint({
  name: 'session.logout',
  description: 'Ends the current session (succeeds even when it had expired).',
  call: logoutCall,
  params: z.strictObject({}),
  effect: 'signOut',
  run: (_params, env) => logout({ signal: env.signal }),
});
