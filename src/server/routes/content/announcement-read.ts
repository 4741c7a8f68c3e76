import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { requireRealMember } from '../../auth/session';
import { fail, ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { requestMerchant } from '../../services/merchant';
import { positiveId } from '../../content/query-fields';
import { announcementExists, setAnnouncementRead } from '../../content/announcement-reads';

const body = z.object({ announcementId: positiveId, read: z.boolean().default(true) });

/** POST /wps/announcements/read { announcementId, read }: sets the member's read flag (trial accounts refused). */
export const announcementReadRoute: RouteModule = (app, { db }) => {
  app.post('/wps/announcements/read', async (req) => {
    const session = requireRealMember(db, req);
    const input = parseInput(body, req.body);
    if (!announcementExists(db, requestMerchant(db, session), input.announcementId)) fail(404, 'announcement.notFound', `No announcement ${input.announcementId}`);
    setAnnouncementRead(db, session.memberId, input.announcementId, input.read);
    return ok({ announcementId: input.announcementId, read: input.read });
  });
};
