import { z } from 'zod';
import { requireRealMember } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { pageFields, pageWindow, pagingShape } from '../../../http/paging';

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
    const totalCount = (db.prepare("SELECT COUNT(*) AS n FROM inbox_messages WHERE member_id = ? AND kind = 'mail'").get(s.memberId) as { n: number }).n;
    const unreadCount = (db.prepare("SELECT COUNT(*) AS n FROM inbox_messages WHERE member_id = ? AND kind = 'mail' AND read = 0").get(s.memberId) as { n: number }).n;
    const { limit, offset } = pageWindow(q);
    const rows = db
      .prepare("SELECT id, title, content, read, created_at AS createdAt FROM inbox_messages WHERE member_id = ? AND kind = 'mail' ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?")
      .all(s.memberId, limit, offset) as { id: number; title: string; content: string; read: number; createdAt: number }[];
    return ok({
      list: rows.map((r) => ({ ...r, read: r.read === 1 })),
      ...pageFields(q, totalCount),
      unreadCount,
    });
  });
  app.post('/wps/member/inbox/:id/read', (req) => {
    const s = requireRealMember(db, req);
    const { id } = parseInput(readParams, req.params, 'params');
    const r = db.prepare("UPDATE inbox_messages SET read = 1 WHERE id = ? AND member_id = ? AND kind = 'mail'").run(id, s.memberId);
    if (r.changes === 0) fail(404, 'message.notFound', `No message ${id} in this inbox`);
    return ok(true);
  });
};
