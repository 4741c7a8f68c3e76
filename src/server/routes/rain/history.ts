import { rainGrabs } from '../../../contract/rain/member';
import { requireSession } from '../../auth/session';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { pageFields, pageWindow } from '../../http/paging';
import { memberGrabRounds, memberGrabTotals } from '../../services/rain/member-grabs';

/**
 * The member's winnings (src/contract/rain/member.ts), one row per round played (newest first:
 * envelopes opened and their total), with the totals of every round.
 */
export const rainHistoryRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, rainGrabs, async (q, req) => {
    const s = requireSession(req);
    const { limit, offset } = pageWindow(q);
    const rows = await memberGrabRounds(store.db, s.memberId, limit, offset);
    const sum = await memberGrabTotals(store.db, s.memberId);
    return ok({
      list: rows.map(({ cents, ...row }) => ({ ...row, amount: cents / 100 })),
      ...pageFields(q, sum.rounds),
      totalEnvelopes: sum.envelopes,
      totalAmount: sum.cents / 100,
    });
  });
};
