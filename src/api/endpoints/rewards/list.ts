import { z } from 'zod/mini';
import { REWARD_STATUSES, rewards } from '../../../contract/benefits/rewards';
import type { CallAnswer } from '../../../contract/call';
import type { CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { pageNo, pageSize } from '../../params';
import { request } from '../../request';

export type RewardPage = CallAnswer<typeof rewards>;
export type RewardStatus = (typeof REWARD_STATUSES)[number];
export type Reward = RewardPage['list'][number];

/** One page of the member's rewards in one status. */
export function getRewards(params: { status?: RewardStatus; pageNo?: number; pageSize?: number } = {}, callOptions?: CallOptions): Promise<RewardPage> {
  return request(rewards, { status: params.status ?? 'CLAIMABLE', pageNo: params.pageNo ?? 1, pageSize: params.pageSize ?? 20 }, callOptions);
}

export const rewardsListEndpoint = defineEndpoint({
  name: 'rewards.list',
  description: "The member's rewards in one status (CLAIMABLE, RECEIVED, EXPIRED), paged (20 per page by default, at most 50).",
  call: rewards,
  params: z.strictObject({ status: z.optional(z.enum(REWARD_STATUSES)), pageNo, pageSize: pageSize(50) }),
  paged: PAGED('list'),
  run: (p, env) => getRewards(p, { signal: env.signal }),
});
