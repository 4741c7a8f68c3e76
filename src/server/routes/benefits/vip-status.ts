import { vipStatus as vipStatusCall } from '../../../contract/benefits/vip';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { requireBenefitMember } from '../../services/benefits/access';
import { vipStatus } from '../../services/benefits/vip';

/**
 * The member's level, the next one and what is still missing for it, with the overall progress
 * (src/contract/benefits/vip.ts). Real members only (free_reject for trial accounts); 403
 * vip.disabled while VIPBENEFITS3 is off.
 */
export const vipStatusRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, vipStatusCall, async (_input, req) => {
    const { session, merchantCode } = await requireBenefitMember(deps.store.db, req, 'vip');
    return ok(await vipStatus(store.db, session.memberId, merchantCode));
  });
};
