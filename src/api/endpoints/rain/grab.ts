import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../params';

export const rainGrabSchema = z.object({
  counted: z.boolean(),
  repeated: z.boolean(),
  outcome: z.enum(['won', 'limit', 'empty']),
  amount: z.number(),
  grabbed: z.number().check(z.int()),
  total: z.number(),
  left: z.number().check(z.int()),
  sumBalance: z.number(),
});
export type RainGrab = z.infer<typeof rainGrabSchema>;

/** POST /wps/redRain/grab: one tapped envelope; the server decides whether it counts and its amount. */
export function grabEnvelope(body: { roundId: number; key: string }, callOptions?: CallOptions): Promise<RainGrab> {
  return call(rainGrabSchema, (signal) => api().options({ signal }).post(body, '/wps/redRain/grab').json(), callOptions);
}

export const rainGrabEndpoint = defineEndpoint({
  name: 'rain.grab',
  description: 'Opens one envelope of a live round (key: the tap\'s own name; the same key again is answered once); credits the wallet and answers amount, counts and balance.',
  params: z.strictObject({ roundId: id, key: z.string().check(z.regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be 1-64 letters, digits, ":", "_" or "-"')) }),
  effect: 'wallet',
  session: true,
  run: (p, env) => grabEnvelope(p, { signal: env.signal }),
});
