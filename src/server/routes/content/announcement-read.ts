import { announcementRead } from '../../../contract/content/announcements';
import type { RouteModule } from '../../deps';
import { requireRealMember } from '../../auth/session';
import { fail, ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { sessionMerchant } from '../../services/merchant';
import { announcementExists, setAnnouncementRead } from '../../content/announcement-reads';

/** Sets the member's read flag (src/contract/content/announcements.ts); trial accounts are refused before the body. */
export const announcementReadRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, announcementRead, async (input, req) => {
    const session = requireRealMember(req);
    if (!await announcementExists(db, sessionMerchant(session), input.announcementId)) fail(404, 'announcement.notFound', `No announcement ${input.announcementId}`);
    await setAnnouncementRead(db, session.memberId, input.announcementId, input.read);
    return ok({ announcementId: input.announcementId, read: input.read });
  }, { preHandler: async (req) => { requireRealMember(req); } });
};
