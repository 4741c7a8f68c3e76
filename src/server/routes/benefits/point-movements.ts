import { pointMovements } from '../../../contract/benefits/points';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { requireBenefitMember } from '../../services/benefits/access';
import { listMovements } from '../../services/benefits/points';
import { pageFields } from '../../http/paging';

/** One page of the member's point movements, newest first (src/contract/benefits/points.ts). */
export const pointMovementsRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, pointMovements, async (q, req) => {
    const { session } = await requireBenefitMember(deps.store.db, req, 'mall');
    const { list, totalCount } = await listMovements(store.db, session.memberId, q.language ?? 'CN', q);
    return ok({ list, ...pageFields(q, totalCount) });
  });
};
