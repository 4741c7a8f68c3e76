import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { requireRealMember } from '../../auth/session';
import { fail, ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { requestMerchant } from '../../services/merchant';
import { positiveId } from '../../content/query-fields';

const body = z.object({ announcementId: positiveId, read: z.boolean().default(true) });

/** POST /wps/announcements/read { announcementId, read }: sets the member's read flag (trial accounts refused). */
export const announcementReadRoute: RouteModule = (app, { db }) => {
  app.post('/wps/announcements/read', async (req) => {
    const session = requireRealMember(db, req);
    const input = parseInput(body, req.body);
    const exists = db.prepare('SELECT 1 FROM announcements WHERE id = ? AND merchant_code = ?').get(input.announcementId, requestMerchant(db, session));
    if (!exists) fail(404, 'announcement.notFound', `No announcement ${input.announcementId}`);
    if (input.read) {
      db.prepare('INSERT OR IGNORE INTO announcement_reads (member_id, announcement_id, read_at) VALUES (?, ?, ?)').run(session.memberId, input.announcementId, Date.now());
    } else {
      db.prepare('DELETE FROM announcement_reads WHERE member_id = ? AND announcement_id = ?').run(session.memberId, input.announcementId);
    }
    return ok({ announcementId: input.announcementId, read: input.read });
  });
};
