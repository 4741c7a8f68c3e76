import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { requireBenefitMember } from '../../services/benefits/access';
import { vipStatus } from '../../services/benefits/vip';

/**
 * GET /wps/vip/status: the member's level, the next one and what is still missing for it, with the
 * overall progress. Real members only (free_reject for trial accounts); 403 vip.disabled while
 * VIPBENEFITS3 is off.
 */
export const vipStatusRoute: RouteModule = (app, { db }) => {
  app.get('/wps/vip/status', (req) => {
    const { session, merchantCode } = requireBenefitMember(db, req, 'vip');
    return ok(vipStatus(db, session.memberId, merchantCode));
  });
};
