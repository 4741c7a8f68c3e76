import { z } from 'zod/mini';
import { lotteryPopular } from '../../../contract/games/lottery';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { code, intIn } from '../../params';

export type PopularNumbers = z.infer<typeof lotteryPopular.answer>;

/** The most drawn numbers of a lottery over its last `draws` draws. */
export function getPopularNumbers(code: string, opts: { draws?: number; limit?: number } = {}, callOptions?: CallOptions): Promise<PopularNumbers> {
  return request(lotteryPopular, { code, draws: opts.draws, limit: opts.limit }, callOptions);
}

export const lotteryPopularEndpoint = defineEndpoint({
  name: 'lottery.popular',
  description: 'The most drawn numbers of a lottery over its last `draws` draws (30 by default), most frequent first.',
  call: lotteryPopular,
  params: z.strictObject({ code, draws: z.optional(intIn(1, 100)), limit: z.optional(intIn(1, 100)) }),
  run: ({ code: lottery, ...opts }, env) => getPopularNumbers(lottery, opts, { signal: env.signal }),
});
