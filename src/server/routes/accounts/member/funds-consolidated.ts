import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';

/**
 * GET /wps/member/info/funds/consolidated: balance plus the contract request flags that drive the
 * home-page prompts: 1 while a contract of that kind awaits the member's answer, else 0.
 */
export const fundsConsolidatedRoute: RouteModule = (app, { db }) => {
  const balance = db.prepare('SELECT balance_cents AS cents FROM members WHERE id = ?');
  const pending = db.prepare("SELECT DISTINCT kind FROM agent_contracts WHERE member_id = ? AND status = 'PENDING'");
  app.get('/wps/member/info/funds/consolidated', (req) => {
    const s = requireSession(db, req);
    const { cents } = balance.get(s.memberId) as { cents: number };
    const kinds = new Set((pending.all(s.memberId) as { kind: string }[]).map((r) => r.kind));
    return ok({
      sumBalance: cents / 100,
      dailysalreqtype: kinds.has('dailySalary') ? 1 : 0,
      divtypecompperiodreq: kinds.has('dividend') ? 1 : 0,
      contracthoursalreq: kinds.has('hourlySalary') ? 1 : 0,
    });
  });
};
