import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { requireBenefitMember } from '../../services/benefits/access';
import { rewardSummary } from '../../services/benefits/rewards';

/** GET /wps/rewards/summary: counts and totals of the member's rewards per status. */
export const rewardSummaryRoute: RouteModule = (app, { db }) => {
  app.get('/wps/rewards/summary', (req) => {
    const { session } = requireBenefitMember(db, req, 'rewards');
    return ok(rewardSummary(db, session.memberId));
  });
};
