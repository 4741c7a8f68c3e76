import { z } from 'zod';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { DEFAULT_MERCHANT } from '../../../services/merchant';

const DAY = 86_400_000;
/** Operator HTML is stored as written; every client sanitises it before showing it. */
const body = z.object({
  type: z.enum(['PL', 'PU', 'H', 'A']),
  title: z.string().trim().min(1).max(200),
  content: z.string().max(50_000),
  groupName: z.string().max(40).default(''),
  /** Epoch ms; default now, and 30 days later. */
  startDate: z.number().int().optional(),
  endDate: z.number().int().optional(),
  noExpiry: z.boolean().default(false),
  hot: z.boolean().default(false),
});
const params = z.object({ id: z.coerce.number().int().positive() });

/**
 * POST /ops/announcements publishes a notice (player PL, pop-up PU, hot H or agent A), listed first;
 * DELETE /ops/announcements/:id withdraws one. For the demo merchant.
 */
export const opsAnnouncementsRoute: RouteModule = (app, { db, config }) => {
  app.post('/ops/announcements', (req) => {
    requireOps(req, { db, config });
    const a = parseInput(body, req.body);
    const start = a.startDate ?? Date.now() - 60_000;
    const end = a.endDate ?? start + 30 * DAY;
    if (end < start) fail(400, 'validation.failed', 'Invalid endDate: it is before startDate');
    const first = db.prepare('SELECT COALESCE(MIN(sort), 0) - 1 AS sort FROM announcements WHERE merchant_code = ?').get(DEFAULT_MERCHANT) as { sort: number };
    const row = db
      .prepare(
        `INSERT INTO announcements (merchant_code, type, group_name, title, content, start_date, end_date, no_expiry, hot, palette, sort)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?) RETURNING id`,
      )
      .get(DEFAULT_MERCHANT, a.type, a.groupName, a.title, a.content, start, end, a.noExpiry ? 1 : 0, a.hot ? 1 : 0, first.sort) as { id: number };
    return ok({ id: row.id });
  });
  app.delete('/ops/announcements/:id', (req) => {
    requireOps(req, { db, config });
    const { id } = parseInput(params, req.params, 'params');
    const result = db.prepare('DELETE FROM announcements WHERE id = ? AND merchant_code = ?').run(id, DEFAULT_MERCHANT);
    if (result.changes === 0) fail(404, 'announcement.notFound', `No announcement ${id}`);
    return ok({ id, removed: true });
  });
};
