import { z } from 'zod/mini';
import { rewardClaimAll } from '../../../contract/benefits/rewards';
import type { CallAnswer } from '../../../contract/call';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type RewardClaimAll = CallAnswer<typeof rewardClaimAll>;

/** Pays every claimable reward at once. */
export function claimAllRewards(callOptions?: CallOptions): Promise<RewardClaimAll> {
  return request(rewardClaimAll, {}, callOptions);
}

export const rewardsClaimAllEndpoint = defineEndpoint({
  name: 'rewards.claimAll',
  description: 'Claims every claimable reward into the wallet at once (count, total, new balance); 409 reward.noneClaimable.',
  call: rewardClaimAll,
  params: z.strictObject({}),
  effect: 'wallet',
  run: (_params, env) => claimAllRewards({ signal: env.signal }),
});
