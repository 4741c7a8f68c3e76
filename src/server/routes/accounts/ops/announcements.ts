import type { RouteShorthandOptions } from 'fastify';
import { opsAnnouncementPublish, opsAnnouncementWithdraw } from '../../../../contract/ops/publishing/announcements';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { DEFAULT_MERCHANT } from '../../../services/merchant';
import { publishAnnouncement, withdrawAnnouncement } from '../../../services/ops/announcements';

const DAY = 86_400_000;

/**
 * Announcements of the demo merchant (src/contract/ops/publishing/announcements.ts): publishing a
 * notice (player PL, pop-up PU, hot H or agent A, listed first) and withdrawing one. Operator HTML
 * is stored as written; every client sanitises it before showing it.
 */
export const opsAnnouncementsRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  // A publisher's calls: the role is checked before the input, as it always was.
  const publisher: RouteShorthandOptions = { preHandler: async (req) => { requireOps(req, deps, 'publisher'); } };
  serve(app, deps, opsAnnouncementPublish, async (a) => {
    const start = a.startDate ?? Date.now() - 60_000;
    const end = a.endDate ?? start + 30 * DAY;
    if (end < start) fail(400, 'validation.failed', 'Invalid endDate: it is before startDate');
    const id = await publishAnnouncement(store.db, DEFAULT_MERCHANT, {
      type: a.type, groupName: a.groupName, title: a.title, content: a.content, startDate: start, endDate: end, noExpiry: a.noExpiry, hot: a.hot,
    });
    return ok({ id });
  }, publisher);
  serve(app, deps, opsAnnouncementWithdraw, async ({ id }) => {
    if (!(await withdrawAnnouncement(store.db, DEFAULT_MERCHANT, id))) fail(404, 'announcement.notFound', `No announcement ${id}`);
    return ok({ id, removed: true });
  }, publisher);
};
