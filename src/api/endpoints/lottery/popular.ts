import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { code, intIn } from '../../params';
import { definedOnly } from '../games/schemas';

export const popularNumbersSchema = z.object({
  code: z.string(),
  draws: z.number().check(z.int()),
  list: z.array(z.object({ number: z.string(), count: z.number().check(z.int()) })),
});
export type PopularNumbers = z.infer<typeof popularNumbersSchema>;

/** GET /lgw/lottery/popular: the most drawn numbers of a lottery over its last `draws` draws. */
export function getPopularNumbers(code: string, opts: { draws?: number; limit?: number } = {}, callOptions?: CallOptions): Promise<PopularNumbers> {
  return call(popularNumbersSchema, (signal) => api().options({ signal }).query(definedOnly({ code, draws: opts.draws, limit: opts.limit })).get('/lgw/lottery/popular').json(), callOptions);
}

export const lotteryPopularEndpoint = defineEndpoint({
  name: 'lottery.popular',
  description: 'The most drawn numbers of a lottery over its last `draws` draws (30 by default), most frequent first.',
  params: z.strictObject({ code, draws: z.optional(intIn(1, 100)), limit: z.optional(intIn(1, 100)) }),
  run: ({ code: lottery, ...opts }, env) => getPopularNumbers(lottery, opts, { signal: env.signal }),
});
