import { opsPointsAdjust } from '../../../contract/benefits/points';
import { requireOps } from '../../auth/ops';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { opsMember } from '../../services/benefits/ops-member';
import { movePoints } from '../../services/benefits/points';

/**
 * The operator adds (positive) or takes (negative) a member's points, recorded as an adjustment
 * (src/contract/benefits/points.ts); 409 points.insufficient below 0. Answers the balance.
 */
export const opsPointsRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, opsPointsAdjust, async ({ username, ...p }, req) => {
    requireOps(req, deps);
    const member = await opsMember(store.db, username);
    const balance = await movePoints(store.db, member.id, { kind: 'adjust', points: p.points, note: p.note });
    return ok({ username, balance });
  });
};
