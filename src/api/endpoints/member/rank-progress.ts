import { z } from 'zod/mini';
import { rankProgress } from '../../../contract/member/rank-progress';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

/** VIP progress; playerRankProgress null means no rank label yet. */
export type RankProgress = z.infer<typeof rankProgress.answer>;

export function getRankProgress(callOptions?: CallOptions): Promise<RankProgress> {
  return request(rankProgress, {}, callOptions);
}

export const rankProgressEndpoint = defineEndpoint({
  name: 'member.rankProgress',
  description: "The member's VIP progress (conditions met of expected, rank label); keeps the VIP progress in step.",
  call: rankProgress,
  params: z.strictObject({}),
  effect: 'rank',
  run: (_params, env) => getRankProgress({ signal: env.signal }),
});
