import { inbox, inboxRead } from '../../../../contract/messages/inbox';
import { requireRealMember } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { mailPage, markMailRead, unreadCount } from '../../../services/messages/inbox';

/**
 * The member's messages (/m/webEmail; src/contract/messages/inbox.ts), newest first, with paging and
 * the unread count; marking one read is idempotent. Real members only, checked before the input is
 * read, as it always was.
 */
export const inboxRoutes: RouteModule = (app, deps) => {
  const db = deps.store.db;
  const realMember = {
    preHandler: async (req: Parameters<typeof requireRealMember>[0]) => {
      requireRealMember(req);
    },
  };
  serve(
    app,
    deps,
    inbox,
    async (q, req) => {
      const s = requireRealMember(req);
      const { items, ...paging } = await mailPage(db, s.memberId, q);
      return ok({ list: items, ...paging, unreadCount: await unreadCount(db, s.memberId, 'mail') });
    },
    realMember,
  );
  serve(
    app,
    deps,
    inboxRead,
    async ({ id }, req) => {
      const s = requireRealMember(req);
      if (!(await markMailRead(db, s.memberId, id))) fail(404, 'message.notFound', `No message ${id} in this inbox`);
      return ok(true as const);
    },
    realMember,
  );
};
