import { rewards } from '../../../contract/benefits/rewards';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { requireBenefitMember } from '../../services/benefits/access';
import { listRewards } from '../../services/benefits/rewards';
import { pageFields } from '../../http/paging';

/**
 * One page of the member's rewards in one status (src/contract/benefits/rewards.ts): CLAIMABLE, the
 * soonest to expire first; RECEIVED, the latest first; EXPIRED. Real members only; 403
 * rewards.disabled while REWCEN3 is off.
 */
export const rewardsRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, rewards, async (q, req) => {
    const { session } = await requireBenefitMember(deps.store.db, req, 'rewards');
    const { list, totalCount } = await listRewards(store.db, session.memberId, q.status, q);
    return ok({ list, ...pageFields(q, totalCount) });
  });
};
