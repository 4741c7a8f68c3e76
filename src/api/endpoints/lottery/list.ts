import { z } from 'zod/mini';
import { lotteryList } from '../../../contract/games/lottery';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type LotteryList = z.infer<typeof lotteryList.answer>;

/** The lotteries with their draw schedule (optionally one game type). */
export function getLotteryList(opts: { gameType?: 'LOTT' | 'ELOTT' } = {}, callOptions?: CallOptions): Promise<LotteryList> {
  return request(lotteryList, { gameType: opts.gameType }, callOptions);
}

export const lotteryListEndpoint = defineEndpoint({
  name: 'lottery.list',
  description: 'The lotteries with their draw schedule (latest and next issue, next draw time), optionally of one game type.',
  call: lotteryList,
  params: z.strictObject({ gameType: z.optional(z.enum(['LOTT', 'ELOTT'])) }),
  run: (p, env) => getLotteryList(p, { signal: env.signal }),
});
