import { requireRealMember } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { unreadCount } from '../../../services/messages/inbox';

/** GET /wps/member/inbox/unread: the number of unread inbox messages (value is the number). */
export const inboxUnreadRoute: RouteModule = (app, { db }) => {
  app.get('/wps/member/inbox/unread', (req) => ok(unreadCount(db, requireRealMember(db, req).memberId, 'mail')));
};
