import { rewardSummary as rewardSummaryCall } from '../../../contract/benefits/rewards';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { requireBenefitMember } from '../../services/benefits/access';
import { rewardSummary } from '../../services/benefits/rewards';

/** Counts and totals of the member's rewards per status (src/contract/benefits/rewards.ts). */
export const rewardSummaryRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, rewardSummaryCall, async (_input, req) => {
    const { session } = await requireBenefitMember(deps.store.db, req, 'rewards');
    return ok(await rewardSummary(store.db, session.memberId));
  });
};
