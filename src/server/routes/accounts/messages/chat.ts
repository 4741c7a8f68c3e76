import { chatLaunch, chatUnread } from '../../../../contract/messages/chat';
import { requireRealMember } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { isSwitchOn, sessionMerchant } from '../../../services/merchant';
import { decryptServiceLink } from '../../../security/service-link';
import { chatRoomLinkOf } from '../../../services/messages/customer-service';
import { unreadCount } from '../../../services/messages/inbox';

/**
 * Live chat (module CBS3; src/contract/messages/chat.ts): the room URL for the member, carrying the
 * chosen language, header colour, title and back URL; and the unread chat count. Real members only;
 * both checks come before the query is read, as they always did.
 */
export const chatRoutes: RouteModule = (app, deps) => {
  const { store } = deps;
  const guard = async (merchantCode: string) => {
    if (!(await isSwitchOn(deps.store.db, merchantCode, 'CBS3'))) fail(403, 'chat.disabled', MESSAGES.noPermission);
  };
  const chatMember = {
    preHandler: async (req: Parameters<typeof requireRealMember>[0]) => {
      await guard(sessionMerchant(requireRealMember(req)));
    },
  };
  serve(
    app,
    deps,
    chatLaunch,
    async (q, req) => {
      const s = requireRealMember(req);
      const link = await chatRoomLinkOf(store.db, sessionMerchant(s));
      if (!link) fail(404, 'chat.unavailable', 'Live chat is not configured for this site');
      const url = new URL(decryptServiceLink(link));
      url.searchParams.set('lang', q.language);
      url.searchParams.set('user', s.username);
      if (q.backUrl) url.searchParams.set('backUrl', q.backUrl);
      if (q.headerColor) url.searchParams.set('headerColor', q.headerColor);
      if (q.title) url.searchParams.set('title', q.title);
      return ok({ chatUrl: url.toString() });
    },
    chatMember,
  );
  serve(app, deps, chatUnread, async (_input, req) => ok({ unReadCount: await unreadCount(store.db, requireRealMember(req).memberId, 'chat') }), chatMember);
};
