import { z } from 'zod/mini';
import { lotteryVnRecent } from '../../../contract/games/lottery';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { intIn } from '../../params';

export type VnRecent = z.infer<typeof lotteryVnRecent.answer>;

/** Newest Vietnamese draws with their special prize, newest first. */
export function getVnRecent(opts: { region?: 'north' | 'south'; size?: number } = {}, callOptions?: CallOptions): Promise<VnRecent> {
  return request(lotteryVnRecent, { region: opts.region, size: opts.size }, callOptions);
}

export const lotteryVnRecentEndpoint = defineEndpoint({
  name: 'lottery.vnRecent',
  description: 'The newest Vietnamese draws with their special prize (optionally one region; 10 by default, at most 60), newest first.',
  call: lotteryVnRecent,
  params: z.strictObject({ region: z.optional(z.enum(['north', 'south'])), size: z.optional(intIn(1, 60)) }),
  run: (p, env) => getVnRecent(p, { signal: env.signal }),
});
