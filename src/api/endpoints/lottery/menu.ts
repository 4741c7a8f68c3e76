import { z } from 'zod/mini';
import { lotteryMenu } from '../../../contract/games/lottery';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type LotteryMenu = z.infer<typeof lotteryMenu.answer>;

/** Lotteries grouped for the lottery page's menu. */
export function getLotteryMenu(callOptions?: CallOptions): Promise<LotteryMenu> {
  return request(lotteryMenu, {}, callOptions);
}

export const lotteryMenuEndpoint = defineEndpoint({
  name: 'lottery.menu',
  description: "Lotteries grouped for the lottery page's menu (fast, then vn), with their next draw time.",
  call: lotteryMenu,
  params: z.strictObject({}),
  run: (_params, env) => getLotteryMenu({ signal: env.signal }),
});
