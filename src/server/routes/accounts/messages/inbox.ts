import { z } from 'zod';
import { requireRealMember } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { pageFields, pageWindow, pagingShape } from '../../../http/paging';
import { mailCount, mailPage, markMailRead, unreadCount } from '../../../services/messages/inbox';

const listQuery = z.object(pagingShape(50, 20));
const readParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * GET /wps/member/inbox?pageNo=&pageSize= : the member's messages (/m/webEmail), newest first, with
 * paging and the unread count. POST /wps/member/inbox/:id/read marks one read (idempotent).
 */
export const inboxRoutes: RouteModule = (app, { db }) => {
  app.get('/wps/member/inbox', (req) => {
    const s = requireRealMember(db, req);
    const q = parseInput(listQuery, req.query, 'query');
    const totalCount = mailCount(db, s.memberId);
    const unread = unreadCount(db, s.memberId, 'mail');
    const { limit, offset } = pageWindow(q);
    return ok({
      list: mailPage(db, s.memberId, limit, offset),
      ...pageFields(q, totalCount),
      unreadCount: unread,
    });
  });
  app.post('/wps/member/inbox/:id/read', (req) => {
    const s = requireRealMember(db, req);
    const { id } = parseInput(readParams, req.params, 'params');
    if (!markMailRead(db, s.memberId, id)) fail(404, 'message.notFound', `No message ${id} in this inbox`);
    return ok(true);
  });
};
