import { inboxUnread } from '../../../../contract/messages/inbox';
import { requireRealMember } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { unreadCount } from '../../../services/messages/inbox';

/** The number of unread inbox messages (value is the number; src/contract/messages/inbox.ts). */
export const inboxUnreadRoute: RouteModule = (app, deps) => {
  serve(app, deps, inboxUnread, async (_input, req) => ok(await unreadCount(deps.store.db, requireRealMember(req).memberId, 'mail')));
};
