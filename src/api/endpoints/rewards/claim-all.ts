import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

export const rewardClaimAllSchema = z.object({ count: z.number().check(z.int()), total: z.number(), sumBalance: z.number() });
export type RewardClaimAll = z.infer<typeof rewardClaimAllSchema>;

/** POST /wps/rewards/claimAll: pays every claimable reward at once. */
export function claimAllRewards(callOptions?: CallOptions): Promise<RewardClaimAll> {
  return call(rewardClaimAllSchema, (signal) => api().options({ signal }).post(undefined, '/wps/rewards/claimAll').json(), callOptions);
}

export const rewardsClaimAllEndpoint = defineEndpoint({
  name: 'rewards.claimAll',
  description: 'Claims every claimable reward into the wallet at once (count, total, new balance); 409 reward.noneClaimable.',
  params: z.strictObject({}),
  session: true,
  effect: 'wallet',
  run: (_params, env) => claimAllRewards({ signal: env.signal }),
});
