import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { intIn } from '../../params';
import { definedOnly } from '../games/schemas';

export const vnRecentSchema = z.object({
  list: z.array(z.object({ code: z.string(), name: z.string(), region: z.enum(['north', 'south']), issue: z.string(), drawnAt: z.number(), special: z.string() })),
});
export type VnRecent = z.infer<typeof vnRecentSchema>;

/** GET /lgw/lottery/vn/recent: newest Vietnamese draws with their special prize, newest first. */
export function getVnRecent(opts: { region?: 'north' | 'south'; size?: number } = {}, callOptions?: CallOptions): Promise<VnRecent> {
  return call(vnRecentSchema, (signal) => api().options({ signal }).query(definedOnly({ region: opts.region, size: opts.size })).get('/lgw/lottery/vn/recent').json(), callOptions);
}

export const lotteryVnRecentEndpoint = defineEndpoint({
  name: 'lottery.vnRecent',
  description: 'The newest Vietnamese draws with their special prize (optionally one region; 10 by default, at most 60), newest first.',
  params: z.strictObject({ region: z.optional(z.enum(['north', 'south'])), size: z.optional(intIn(1, 60)) }),
  run: (p, env) => getVnRecent(p, { signal: env.signal }),
});
