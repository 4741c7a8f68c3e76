import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { pageNo, pageSize } from '../../params';
import { rewardSchema } from './schemas';

export const rewardPageSchema = z.object({
  list: z.array(rewardSchema),
  pageNum: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  totalCount: z.number().check(z.int()),
  totalPages: z.number().check(z.int()),
});
export type RewardPage = z.infer<typeof rewardPageSchema>;
export type RewardStatus = 'CLAIMABLE' | 'RECEIVED' | 'EXPIRED';

/** GET /wps/rewards: one page of the member's rewards in one status. */
export function getRewards(params: { status?: RewardStatus; pageNo?: number; pageSize?: number } = {}, callOptions?: CallOptions): Promise<RewardPage> {
  const query = { status: params.status ?? 'CLAIMABLE', pageNo: params.pageNo ?? 1, pageSize: params.pageSize ?? 20 };
  return call(rewardPageSchema, (signal) => api().options({ signal }).query(query).get('/wps/rewards').json(), callOptions);
}

export const rewardsListEndpoint = defineEndpoint({
  name: 'rewards.list',
  description: "The member's rewards in one status (CLAIMABLE, RECEIVED, EXPIRED), paged (20 per page by default, at most 50).",
  params: z.strictObject({ status: z.optional(z.enum(['CLAIMABLE', 'RECEIVED', 'EXPIRED'])), pageNo, pageSize: pageSize(50) }),
  paged: PAGED('list'),
  session: true,
  run: (p, env) => getRewards(p, { signal: env.signal }),
});
