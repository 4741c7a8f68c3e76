import { z } from 'zod/mini';
import { whitelabel } from '../../../contract/system/site';
import { call, type CallOptions } from '../../client';
import { earlyBody, takeEarly } from '../../early';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

/** Feature switch code -> on/off (the contract's answer, by the name tests and callers know). */
export const whitelabelSchema = whitelabel.answer;
export type Whitelabel = z.infer<typeof whitelabelSchema>;

/** The early answer index.html's first script asked for, when there is one, else the call made now. */
export function getWhitelabel(callOptions?: CallOptions): Promise<Whitelabel> {
  const early = takeEarly(whitelabel.path);
  return early ? call(whitelabel.answer, (signal) => earlyBody(early, signal), callOptions) : request(whitelabel, {}, callOptions);
}

export const whitelabelEndpoint = defineEndpoint({
  name: 'system.whitelabel',
  description: 'The whitelabel switches (code -> on/off); keeps the flags in step.',
  call: whitelabel,
  params: z.strictObject({}),
  effect: 'whitelabel',
  run: (_params, env) => getWhitelabel({ signal: env.signal }),
});
