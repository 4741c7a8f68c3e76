import { z } from 'zod';
import { requireRealMember } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { isSwitchOn, storefrontMerchant } from '../../../services/merchant';
import { decryptServiceLink } from '../../../security/service-link';
import { chatRoomLinkOf } from '../../../services/messages/customer-service';
import { unreadCount } from '../../../services/messages/inbox';

const launchQuery = z.object({
  b2c: z.literal('1').optional(),
  language: z.string().regex(/^[A-Z]{2}$/, 'must be an upper-case language code').optional().default('CN'),
  backUrl: z.string().max(2048).optional(),
  headerColor: z.string().regex(/^#?[0-9A-Fa-f]{3,8}$/, 'must be a hex colour').optional(),
  title: z.string().max(64).optional(),
});

/**
 * GET /wps/chat/launch (module CBS3): the live-chat room URL for the member, carrying the chosen
 * language, header colour, title and back URL. GET /wps/chat/unread: { unReadCount }.
 */
export const chatRoutes: RouteModule = (app, { db }) => {
  const guard = (merchantCode: string) => {
    if (!isSwitchOn(db, merchantCode, 'CBS3')) fail(403, 'chat.disabled', MESSAGES.noPermission);
  };
  app.get('/wps/chat/launch', (req) => {
    const s = requireRealMember(db, req);
    const merchant = storefrontMerchant(db, s);
    guard(merchant);
    const q = parseInput(launchQuery, req.query, 'query');
    const link = chatRoomLinkOf(db, merchant);
    if (!link) fail(404, 'chat.unavailable', 'Live chat is not configured for this site');
    const url = new URL(decryptServiceLink(link));
    url.searchParams.set('lang', q.language);
    url.searchParams.set('user', s.username);
    if (q.backUrl) url.searchParams.set('backUrl', q.backUrl);
    if (q.headerColor) url.searchParams.set('headerColor', q.headerColor);
    if (q.title) url.searchParams.set('title', q.title);
    return ok({ chatUrl: url.toString() });
  });
  app.get('/wps/chat/unread', (req) => {
    const s = requireRealMember(db, req);
    guard(storefrontMerchant(db, s));
    return ok({ unReadCount: unreadCount(db, s.memberId, 'chat') });
  });
};
