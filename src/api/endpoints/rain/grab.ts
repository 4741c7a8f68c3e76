import { z } from 'zod/mini';
import type { CallAnswer } from '../../../contract/call';
import { rainGrab } from '../../../contract/rain/member';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../params';
import { request } from '../../request';

export type RainGrab = CallAnswer<typeof rainGrab>;

/** One tapped envelope; the server decides whether it counts and its amount. */
export function grabEnvelope(body: { roundId: number; key: string }, callOptions?: CallOptions): Promise<RainGrab> {
  return request(rainGrab, body, callOptions);
}

export const rainGrabEndpoint = defineEndpoint({
  name: 'rain.grab',
  description: 'Opens one envelope of a live round (key: the tap\'s own name; the same key again is answered once); credits the wallet and answers amount, counts and balance.',
  call: rainGrab,
  params: z.strictObject({ roundId: id, key: z.string().check(z.regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be 1-64 letters, digits, ":", "_" or "-"')) }),
  effect: 'wallet',
  run: (p, env) => grabEnvelope(p, { signal: env.signal }),
});
