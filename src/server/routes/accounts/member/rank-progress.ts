import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { rankProgressOf } from '../../../services/accounts/profile';

/**
 * GET /wps/member/rank/progress: VIP progress. playerRankProgress is null when the member has no
 * rank label yet (the client then shows progress 1).
 */
export const rankProgressRoute: RouteModule = (app, { db }) => {
  app.get('/wps/member/rank/progress', (req) => {
    const session = requireSession(db, req);
    const row = rankProgressOf(db, session.memberId);
    return ok({
      currentProgress: { completedConditions: row?.completed ?? 0, totalExpectedConditions: row?.total ?? 0 },
      playerRankProgress: row?.labelId != null ? { labelId: row.labelId } : null,
    });
  });
};
