import { z } from 'zod';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { DEFAULT_MERCHANT } from '../../../services/merchant';
import { publishAnnouncement, withdrawAnnouncement } from '../../../services/ops/announcements';

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
    const id = publishAnnouncement(db, DEFAULT_MERCHANT, {
      type: a.type, groupName: a.groupName, title: a.title, content: a.content, startDate: start, endDate: end, noExpiry: a.noExpiry, hot: a.hot,
    });
    return ok({ id });
  });
  app.delete('/ops/announcements/:id', (req) => {
    requireOps(req, { db, config });
    const { id } = parseInput(params, req.params, 'params');
    if (!withdrawAnnouncement(db, DEFAULT_MERCHANT, id)) fail(404, 'announcement.notFound', `No announcement ${id}`);
    return ok({ id, removed: true });
  });
};
