import { inbox, inboxRead } from '../../../../contract/messages/inbox';
import { requireRealMember } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { pageFields, pageWindow } from '../../../http/paging';
import { mailCount, mailPage, markMailRead, unreadCount } from '../../../services/messages/inbox';

/**
 * The member's messages (/m/webEmail; src/contract/messages/inbox.ts), newest first, with paging and
 * the unread count; marking one read is idempotent. Real members only, checked before the input is
 * read, as it always was.
 */
export const inboxRoutes: RouteModule = (app, deps) => {
  const { db } = deps;
  const realMember = {
    preHandler: async (req: Parameters<typeof requireRealMember>[0]) => {
      requireRealMember(req);
    },
  };
  serve(
    app,
    deps,
    inbox,
    (q, req) => {
      const s = requireRealMember(req);
      const totalCount = mailCount(db, s.memberId);
      const unread = unreadCount(db, s.memberId, 'mail');
      const { limit, offset } = pageWindow(q);
      return ok({
        list: mailPage(db, s.memberId, limit, offset),
        ...pageFields(q, totalCount),
        unreadCount: unread,
      });
    },
    realMember,
  );
  serve(
    app,
    deps,
    inboxRead,
    ({ id }, req) => {
      const s = requireRealMember(req);
      if (!markMailRead(db, s.memberId, id)) fail(404, 'message.notFound', `No message ${id} in this inbox`);
      return ok(true as const);
    },
    realMember,
  );
};
