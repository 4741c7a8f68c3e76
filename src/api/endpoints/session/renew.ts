import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

/** POST /wps/session/renew: pushes the session expiry 7 days ahead. */
export const renewSchema = z.object({ token: z.string(), expiresAt: z.number().check(z.int()) });
export type Renewal = z.infer<typeof renewSchema>;

export function renewSession(callOptions?: CallOptions): Promise<Renewal> {
  return call(renewSchema, (signal) => api().options({ signal }).post(undefined, '/wps/session/renew').json(), callOptions);
}

export const renewEndpoint = defineEndpoint({
  name: 'session.renew',
  description: 'Pushes the session expiry 7 days ahead; keeps the renewed token.',
  params: z.strictObject({}),
  session: true,
  effect: 'session',
  run: (_params, env) => renewSession({ signal: env.signal }),
});
