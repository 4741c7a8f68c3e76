import { z } from 'zod';
import { api, call } from '../../client';

/** GET /wps/member/rank/progress: VIP progress; playerRankProgress null means no rank label yet. */
export const rankProgressSchema = z.object({
  currentProgress: z.object({ completedConditions: z.number().int(), totalExpectedConditions: z.number().int() }),
  playerRankProgress: z.object({ labelId: z.number().int() }).nullable(),
});
export type RankProgress = z.infer<typeof rankProgressSchema>;

export function getRankProgress(): Promise<RankProgress> {
  return call(rankProgressSchema, (signal) => api().options({ signal }).get('/wps/member/rank/progress').json());
}
