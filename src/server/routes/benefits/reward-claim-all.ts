import { rewardClaimAll } from '../../../contract/benefits/rewards';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { requireBenefitMember } from '../../services/benefits/access';
import { claimAllRewards } from '../../services/benefits/rewards';

/** Pays every claimable reward at once (src/contract/benefits/rewards.ts); 409 reward.noneClaimable when there is none. */
export const rewardClaimAllRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, rewardClaimAll, async (_input, req) => {
    const { session } = await requireBenefitMember(deps.store.db, req, 'rewards');
    return ok(await claimAllRewards(store, session.memberId));
  });
};
