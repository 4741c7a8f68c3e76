import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { findAnnouncements, readerId } from '../../content/announcements';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { language, merchantFields } from '../../content/query-fields';

const query = z.object({ ...merchantFields, language, limit: z.coerce.number().int().min(1).max(20).default(5) });

/** GET /wps/announcements/popular: announcements and promotions the operator marked hot. */
export const popularAnnouncementsRoute: RouteModule = (app, { db }) => {
  app.get('/wps/announcements/popular', async (req) => {
    const q = parseInput(query, req.query, 'query');
    const session = getSession(db, req);
    const list = findAnnouncements(db, { merchantCode: requestMerchant(db, session, merchantParam(q)), memberId: readerId(session), types: ['PL', 'PR', 'H'], hotOnly: true, language: q.language });
    return ok({ list: list.slice(0, q.limit) });
  });
};
