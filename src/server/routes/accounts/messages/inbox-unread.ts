import { requireRealMember } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';

/** GET /wps/member/inbox/unread: the number of unread inbox messages (value is the number). */
export const inboxUnreadRoute: RouteModule = (app, { db }) => {
  const count = db.prepare("SELECT COUNT(*) AS n FROM inbox_messages WHERE member_id = ? AND kind = 'mail' AND read = 0");
  app.get('/wps/member/inbox/unread', (req) => ok((count.get(requireRealMember(db, req).memberId) as { n: number }).n));
};
