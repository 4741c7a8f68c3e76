import { mallRedemptions } from '../../../contract/benefits/mall';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { requireBenefitMember } from '../../services/benefits/access';
import { listRedemptions } from '../../services/benefits/mall';
import { pageFields } from '../../http/paging';

/** One page of the member's redemptions, newest first (src/contract/benefits/mall.ts). */
export const mallRedemptionsRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, mallRedemptions, async (q, req) => {
    const { session } = await requireBenefitMember(deps.store.db, req, 'mall');
    const { list, totalCount } = await listRedemptions(store.db, session.memberId, q.language ?? 'CN', q);
    return ok({ list, ...pageFields(q, totalCount) });
  });
};
