import { z } from 'zod';
import { requireSession } from '../../auth/session';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { pageFields, pageWindow, pagingShape } from '../../http/paging';

const query = z.object(pagingShape(100, 10));

/**
 * GET /wps/redRain/grabs?pageNo=&pageSize=: the member's winnings, one row per round played
 * (newest first: envelopes opened and their total), with the totals of every round.
 */
export const rainHistoryRoute: RouteModule = (app, { db }) => {
  const page = db.prepare(
    `SELECT r.id AS roundId, r.starts_at AS startsAt, r.ends_at AS endsAt, COUNT(g.id) AS count, SUM(g.amount_cents) AS cents, MAX(g.created_at) AS lastAt
       FROM red_rain_grabs g JOIN red_rain_rounds r ON r.id = g.round_id
      WHERE g.member_id = ? GROUP BY r.id ORDER BY r.starts_at DESC, r.id DESC LIMIT ? OFFSET ?`,
  );
  const totals = db.prepare('SELECT COUNT(DISTINCT round_id) AS rounds, COUNT(*) AS envelopes, COALESCE(SUM(amount_cents), 0) AS cents FROM red_rain_grabs WHERE member_id = ?');
  app.get('/wps/redRain/grabs', (req) => {
    const s = requireSession(db, req);
    const q = parseInput(query, req.query, 'query');
    const { limit, offset } = pageWindow(q);
    const rows = page.all(s.memberId, limit, offset) as { roundId: number; startsAt: number; endsAt: number; count: number; cents: number; lastAt: number }[];
    const sum = totals.get(s.memberId) as { rounds: number; envelopes: number; cents: number };
    return ok({
      list: rows.map(({ cents, ...row }) => ({ ...row, amount: cents / 100 })),
      ...pageFields(q, sum.rounds),
      totalEnvelopes: sum.envelopes,
      totalAmount: sum.cents / 100,
    });
  });
};
