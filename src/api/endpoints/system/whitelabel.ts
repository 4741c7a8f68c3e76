import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { earlyOr } from '../../early';
import { defineEndpoint } from '../../endpoint';

/** GET /wps/system/whitelabel: feature switch code -> on/off. */
export const whitelabelSchema = z.record(z.string(), z.boolean());
export type Whitelabel = z.infer<typeof whitelabelSchema>;

export function getWhitelabel(callOptions?: CallOptions): Promise<Whitelabel> {
  return call(whitelabelSchema, (signal) => earlyOr('/wps/system/whitelabel', signal, () => api().options({ signal }).get('/wps/system/whitelabel').json()), callOptions);
}

export const whitelabelEndpoint = defineEndpoint({
  name: 'system.whitelabel',
  description: 'The whitelabel switches (code -> on/off); keeps the flags in step.',
  params: z.strictObject({}),
  effect: 'whitelabel',
  run: (_params, env) => getWhitelabel({ signal: env.signal }),
});
