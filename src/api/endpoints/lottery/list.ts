import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { definedOnly } from '../games/schemas';

export const lotterySchema = z.object({
  code: z.string(),
  name: z.string(),
  gameType: z.string(),
  vassalage: z.string(),
  kind: z.enum(['digits', 'vn']),
  region: z.enum(['north', 'south', '']),
  digits: z.number().check(z.int()),
  intervalSeconds: z.number().check(z.int()),
  latestIssue: z.string(),
  nextIssue: z.string(),
  nextDrawAt: z.number(),
});
export const lotteryListSchema = z.object({ list: z.array(lotterySchema) });
export type LotteryList = z.infer<typeof lotteryListSchema>;

/** GET /lgw/lottery/list: the lotteries with their draw schedule (optionally one game type). */
export function getLotteryList(opts: { gameType?: 'LOTT' | 'ELOTT' } = {}, callOptions?: CallOptions): Promise<LotteryList> {
  return call(lotteryListSchema, (signal) => api().options({ signal }).query(definedOnly({ gameType: opts.gameType })).get('/lgw/lottery/list').json(), callOptions);
}

export const lotteryListEndpoint = defineEndpoint({
  name: 'lottery.list',
  description: 'The lotteries with their draw schedule (latest and next issue, next draw time), optionally of one game type.',
  params: z.strictObject({ gameType: z.optional(z.enum(['LOTT', 'ELOTT'])) }),
  run: (p, env) => getLotteryList(p, { signal: env.signal }),
});
