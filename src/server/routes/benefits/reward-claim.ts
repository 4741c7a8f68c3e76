import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { requireBenefitMember } from '../../services/benefits/access';
import { claimReward } from '../../services/benefits/rewards';

const body = z.object({ rewardId: z.coerce.number().int().positive() });

/**
 * POST /wps/rewards/claim { rewardId }: pays a claimable reward into the wallet. Answers the reward
 * (now RECEIVED) and the new balance. 404 reward.notFound, 409 reward.claimed, 409 reward.expired.
 */
export const rewardClaimRoute: RouteModule = (app, { db }) => {
  app.post('/wps/rewards/claim', (req) => {
    const { session } = requireBenefitMember(db, req, 'rewards');
    const { rewardId } = parseInput(body, req.body);
    return ok(claimReward(db, session.memberId, rewardId));
  });
};
