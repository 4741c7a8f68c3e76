import { z } from 'zod';
import { requireSession } from '../../auth/session';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { pageFields, pageWindow, pagingShape } from '../../http/paging';
import { memberGrabRounds, memberGrabTotals } from '../../services/rain/member-grabs';

const query = z.object(pagingShape(100, 10));

/**
 * GET /wps/redRain/grabs?pageNo=&pageSize=: the member's winnings, one row per round played
 * (newest first: envelopes opened and their total), with the totals of every round.
 */
export const rainHistoryRoute: RouteModule = (app, { db }) => {
  app.get('/wps/redRain/grabs', (req) => {
    const s = requireSession(db, req);
    const q = parseInput(query, req.query, 'query');
    const { limit, offset } = pageWindow(q);
    const rows = memberGrabRounds(db, s.memberId, limit, offset);
    const sum = memberGrabTotals(db, s.memberId);
    return ok({
      list: rows.map(({ cents, ...row }) => ({ ...row, amount: cents / 100 })),
      ...pageFields(q, sum.rounds),
      totalEnvelopes: sum.envelopes,
      totalAmount: sum.cents / 100,
    });
  });
};
