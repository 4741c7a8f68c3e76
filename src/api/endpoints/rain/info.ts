import { z } from 'zod/mini';
import type { CallAnswer } from '../../../contract/call';
import { rainInfo } from '../../../contract/rain/member';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type RainInfo = CallAnswer<typeof rainInfo>;

/** Rules, the live (else next) round with the member's part, and whether the member may join. */
export function getRainInfo(callOptions?: CallOptions): Promise<RainInfo> {
  return request(rainInfo, {}, callOptions);
}

export const rainInfoEndpoint = defineEndpoint({
  name: 'rain.info',
  description: 'The red envelope rain now: rules, the live round (else the next) with what is left and the member\'s envelopes, and eligibility with its reason.',
  call: rainInfo,
  params: z.strictObject({}),
  run: (_params, env) => getRainInfo({ signal: env.signal }),
});
