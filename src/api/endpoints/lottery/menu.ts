import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

export const lotteryMenuSchema = z.object({
  list: z.array(
    z.object({
      group: z.string(),
      titleKey: z.string(),
      lotteries: z.array(z.object({ code: z.string(), name: z.string(), gameType: z.string(), nextDrawAt: z.number() })),
    }),
  ),
});
export type LotteryMenu = z.infer<typeof lotteryMenuSchema>;

/** GET /lgw/lottery/menu: lotteries grouped for the lottery page's menu. */
export function getLotteryMenu(callOptions?: CallOptions): Promise<LotteryMenu> {
  return call(lotteryMenuSchema, (signal) => api().options({ signal }).get('/lgw/lottery/menu').json(), callOptions);
}

export const lotteryMenuEndpoint = defineEndpoint({
  name: 'lottery.menu',
  description: "Lotteries grouped for the lottery page's menu (fast, then vn), with their next draw time.",
  params: z.strictObject({}),
  run: (_params, env) => getLotteryMenu({ signal: env.signal }),
});
