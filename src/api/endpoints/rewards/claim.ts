import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../params';
import { rewardSchema } from './schemas';

export const rewardClaimSchema = z.object({ reward: rewardSchema, sumBalance: z.number() });
export type RewardClaim = z.infer<typeof rewardClaimSchema>;

/** POST /wps/rewards/claim: pays one claimable reward into the wallet. */
export function claimReward(rewardId: number, callOptions?: CallOptions): Promise<RewardClaim> {
  return call(rewardClaimSchema, (signal) => api().options({ signal }).post({ rewardId }, '/wps/rewards/claim').json(), callOptions);
}

export const rewardsClaimEndpoint = defineEndpoint({
  name: 'rewards.claim',
  description: 'Claims one reward into the wallet (the balance shown follows); 409 reward.claimed or reward.expired, 404 reward.notFound.',
  params: z.strictObject({ rewardId: id }),
  session: true,
  effect: 'wallet',
  run: (p, env) => claimReward(p.rewardId, { signal: env.signal }),
});
