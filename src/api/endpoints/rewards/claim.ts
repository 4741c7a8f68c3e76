import { z } from 'zod/mini';
import { rewardClaim } from '../../../contract/benefits/rewards';
import type { CallAnswer } from '../../../contract/call';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../params';
import { request } from '../../request';

export type RewardClaim = CallAnswer<typeof rewardClaim>;

/** Pays one claimable reward into the wallet. */
export function claimReward(rewardId: number, callOptions?: CallOptions): Promise<RewardClaim> {
  return request(rewardClaim, { rewardId }, callOptions);
}

export const rewardsClaimEndpoint = defineEndpoint({
  name: 'rewards.claim',
  description: 'Claims one reward into the wallet (the balance shown follows); 409 reward.claimed or reward.expired, 404 reward.notFound.',
  call: rewardClaim,
  params: z.strictObject({ rewardId: id }),
  effect: 'wallet',
  run: (p, env) => claimReward(p.rewardId, { signal: env.signal }),
});
