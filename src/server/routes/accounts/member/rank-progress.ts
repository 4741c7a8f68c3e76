import { rankProgress } from '../../../../contract/member/rank-progress';
import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { rankProgressOf } from '../../../services/accounts/profile';

/**
 * VIP progress (src/contract/member/rank-progress.ts). playerRankProgress is null when the member
 * has no rank label yet (the client then shows progress 1).
 */
export const rankProgressRoute: RouteModule = (app, deps) => {
  const { db } = deps.store;
  serve(app, deps, rankProgress, async (_input, req) => {
    const session = requireSession(req);
    const row = await rankProgressOf(db, session.memberId);
    return ok({
      currentProgress: { completedConditions: row?.completed ?? 0, totalExpectedConditions: row?.total ?? 0 },
      playerRankProgress: row?.labelId != null ? { labelId: row.labelId } : null,
    });
  });
};
