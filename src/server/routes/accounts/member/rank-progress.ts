import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';

/**
 * GET /wps/member/rank/progress: VIP progress. playerRankProgress is null when the member has no
 * rank label yet (the client then shows progress 1).
 */
export const rankProgressRoute: RouteModule = (app, { db }) => {
  const read = db.prepare(
    `SELECT label_id AS labelId, completed_conditions AS completed, total_expected_conditions AS total FROM rank_progress WHERE member_id = ?`,
  );
  app.get('/wps/member/rank/progress', (req) => {
    const session = requireSession(db, req);
    const row = read.get(session.memberId) as { labelId: number | null; completed: number; total: number } | undefined;
    return ok({
      currentProgress: { completedConditions: row?.completed ?? 0, totalExpectedConditions: row?.total ?? 0 },
      playerRankProgress: row?.labelId != null ? { labelId: row.labelId } : null,
    });
  });
};
