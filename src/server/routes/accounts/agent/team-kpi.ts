import { z } from 'zod';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { dayStart, teamCounters } from '../../../services/team';
import { firstDirectMembers } from '../../../services/agents/downlines';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD').refine((d) => !Number.isNaN(dayStart(d)), 'is not a date');
const query = z
  .object({ startDate: day.optional(), endDate: day.optional(), size: z.coerce.number().int().min(0).max(100).optional().default(0) })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { message: 'must not be after endDate', path: ['startDate'] });

/**
 * GET /wps/agent/team/kpi?startDate=&endDate=&size=0 (UTC days, both default to today): value.footer
 * holds the four team counters for that range; list has up to `size` direct members.
 */
export const teamKpiRoute: RouteModule = (app, { db }) => {
  app.get('/wps/agent/team/kpi', (req) => {
    const s = requireAgent(db, req);
    const q = parseInput(query, req.query, 'query');
    const today = new Date().toISOString().slice(0, 10);
    const start = dayStart(q.startDate ?? q.endDate ?? today);
    const end = dayStart(q.endDate ?? q.startDate ?? today) + DAY_MS;
    return ok({ footer: teamCounters(db, s.memberId, start, end), list: q.size > 0 ? firstDirectMembers(db, s.memberId, q.size) : [] });
  });
};
