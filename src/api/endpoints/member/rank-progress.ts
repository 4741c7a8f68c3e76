import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

/** GET /wps/member/rank/progress: VIP progress; playerRankProgress null means no rank label yet. */
export const rankProgressSchema = z.object({
  currentProgress: z.object({ completedConditions: z.number().check(z.int()), totalExpectedConditions: z.number().check(z.int()) }),
  playerRankProgress: z.nullable(z.object({ labelId: z.number().check(z.int()) })),
});
export type RankProgress = z.infer<typeof rankProgressSchema>;

export function getRankProgress(callOptions?: CallOptions): Promise<RankProgress> {
  return call(rankProgressSchema, (signal) => api().options({ signal }).get('/wps/member/rank/progress').json(), callOptions);
}

export const rankProgressEndpoint = defineEndpoint({
  name: 'member.rankProgress',
  description: "The member's VIP progress (conditions met of expected, rank label); keeps the VIP progress in step.",
  params: z.strictObject({}),
  session: true,
  effect: 'rank',
  run: (_params, env) => getRankProgress({ signal: env.signal }),
});
