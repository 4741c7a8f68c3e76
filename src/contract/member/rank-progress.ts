import { z } from 'zod/mini';
import { defineCall } from '../call';

export const rankProgress = defineCall({
  method: 'GET',
  path: '/wps/member/rank/progress',
  auth: 'session',
  summary: "The member's VIP progress; playerRankProgress is null while the member has no rank label (the client then shows progress 1).",
  input: z.object({}),
  answer: z.object({
    currentProgress: z.object({ completedConditions: z.number().check(z.int()), totalExpectedConditions: z.number().check(z.int()) }),
    playerRankProgress: z.nullable(z.object({ labelId: z.number().check(z.int()) })),
  }),
});
