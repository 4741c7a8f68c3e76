import { z } from 'zod/mini';
import { rewardSummary } from '../../../contract/benefits/rewards';
import type { CallAnswer } from '../../../contract/call';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type RewardSummary = CallAnswer<typeof rewardSummary>;

/** Counts and totals per status. */
export function getRewardSummary(callOptions?: CallOptions): Promise<RewardSummary> {
  return request(rewardSummary, {}, callOptions);
}

export const rewardsSummaryEndpoint = defineEndpoint({
  name: 'rewards.summary',
  description: "Counts and totals of the member's rewards: claimable, received, expired, and how many end within a day.",
  call: rewardSummary,
  params: z.strictObject({}),
  run: (_params, env) => getRewardSummary({ signal: env.signal }),
});
