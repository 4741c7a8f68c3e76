import { rewardClaim } from '../../../contract/benefits/rewards';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { requireBenefitMember } from '../../services/benefits/access';
import { claimReward } from '../../services/benefits/rewards';

/**
 * Pays a claimable reward into the wallet (src/contract/benefits/rewards.ts). Answers the reward
 * (now RECEIVED) and the new balance. 404 reward.notFound, 409 reward.claimed, 409 reward.expired.
 */
export const rewardClaimRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, rewardClaim, async ({ rewardId }, req) => {
    const { session } = await requireBenefitMember(deps.store.db, req, 'rewards');
    return ok(await claimReward(store, session.memberId, rewardId));
  });
};
