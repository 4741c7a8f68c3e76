import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { requireBenefitMember } from '../../services/benefits/access';
import { claimAllRewards } from '../../services/benefits/rewards';

/** POST /wps/rewards/claimAll: pays every claimable reward at once; 409 reward.noneClaimable when there is none. */
export const rewardClaimAllRoute: RouteModule = (app, { db }) => {
  app.post('/wps/rewards/claimAll', (req) => {
    const { session } = requireBenefitMember(db, req, 'rewards');
    return ok(claimAllRewards(db, session.memberId));
  });
};
