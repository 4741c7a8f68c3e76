import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { requireBenefitMember } from '../../services/benefits/access';
import { pointSummary } from '../../services/benefits/points';

/**
 * GET /wps/points: the member's points balance, earned and spent in all, and how the merchant
 * awards points. Real members only; 403 mall.disabled while PTSYS3 is off.
 */
export const pointsRoute: RouteModule = (app, { db }) => {
  app.get('/wps/points', (req) => {
    const { session, merchantCode } = requireBenefitMember(db, req, 'mall');
    return ok(pointSummary(db, session.memberId, merchantCode));
  });
};
