import { points } from '../../../contract/benefits/points';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { requireBenefitMember } from '../../services/benefits/access';
import { pointSummary } from '../../services/benefits/points';

/**
 * The member's points balance, earned and spent in all, and how the merchant awards points
 * (src/contract/benefits/points.ts). Real members only; 403 mall.disabled while PTSYS3 is off.
 */
export const pointsRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, points, async (_input, req) => {
    const { session, merchantCode } = await requireBenefitMember(deps.store.db, req, 'mall');
    return ok(await pointSummary(store.db, session.memberId, merchantCode));
  });
};
