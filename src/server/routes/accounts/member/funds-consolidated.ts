import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';

/**
 * GET /wps/member/info/funds/consolidated: balance plus the contract request flags that drive the
 * home-page prompts (0 = nothing pending, 1 = a contract awaits the member's answer).
 */
export const fundsConsolidatedRoute: RouteModule = (app, { db }) => {
  const read = db.prepare(
    `SELECT m.balance_cents AS cents, d.dailysalreqtype, d.divtypecompperiodreq, d.contracthoursalreq
       FROM members m LEFT JOIN dividend_info d ON d.member_id = m.id WHERE m.id = ?`,
  );
  app.get('/wps/member/info/funds/consolidated', (req) => {
    const s = requireSession(db, req);
    const r = read.get(s.memberId) as { cents: number; dailysalreqtype: number | null; divtypecompperiodreq: number | null; contracthoursalreq: number | null };
    return ok({
      sumBalance: r.cents / 100,
      dailysalreqtype: r.dailysalreqtype ?? 0,
      divtypecompperiodreq: r.divtypecompperiodreq ?? 0,
      contracthoursalreq: r.contracthoursalreq ?? 0,
    });
  });
};
