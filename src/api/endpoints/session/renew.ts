import { z } from 'zod/mini';
import { renew } from '../../../contract/session/session';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type Renewal = z.infer<typeof renew.answer>;

/** Pushes the session expiry 7 days ahead. */
export function renewSession(callOptions?: CallOptions): Promise<Renewal> {
  return request(renew, {}, callOptions);
}

export const renewEndpoint = defineEndpoint({
  name: 'session.renew',
  description: 'Pushes the session expiry 7 days ahead; keeps the renewed token.',
  call: renew,
  params: z.strictObject({}),
  effect: 'session',
  run: (_params, env) => renewSession({ signal: env.signal }),
});
