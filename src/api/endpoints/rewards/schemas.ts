import { z } from 'zod/mini';

/** One reward of the reward centre (GET /wps/rewards and the claim answer). */
export const rewardSchema = z.object({
  id: z.number().check(z.int()),
  source: z.string(),
  detail: z.string(),
  amount: z.number(),
  turnoverMultiple: z.number().check(z.int()),
  status: z.enum(['CLAIMABLE', 'RECEIVED', 'EXPIRED']),
  promotionId: z.nullable(z.number().check(z.int())),
  createdAt: z.number(),
  expiresAt: z.nullable(z.number()),
  receivedAt: z.nullable(z.number()),
});
export type Reward = z.infer<typeof rewardSchema>;
