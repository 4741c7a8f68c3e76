import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

const count = z.number().check(z.int());
export const rewardSummarySchema = z.object({
  claimableCount: count,
  claimableTotal: z.number(),
  receivedCount: count,
  receivedTotal: z.number(),
  expiredCount: count,
  expiringSoonCount: count,
});
export type RewardSummary = z.infer<typeof rewardSummarySchema>;

/** GET /wps/rewards/summary: counts and totals per status. */
export function getRewardSummary(callOptions?: CallOptions): Promise<RewardSummary> {
  return call(rewardSummarySchema, (signal) => api().options({ signal }).get('/wps/rewards/summary').json(), callOptions);
}

export const rewardsSummaryEndpoint = defineEndpoint({
  name: 'rewards.summary',
  description: "Counts and totals of the member's rewards: claimable, received, expired, and how many end within a day.",
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getRewardSummary({ signal: env.signal }),
});
