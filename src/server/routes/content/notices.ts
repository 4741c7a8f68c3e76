import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { fail, ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { findAnnouncements, parseTypes, readerId } from '../../content/announcements';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { language, merchantFields } from '../../content/query-fields';

const query = z.object({ ...merchantFields, language, types: z.string().min(1).max(40).default('PL') });

/** GET /wps/announcements/notices: the notices page list (player notices by default, types=A for agents). */
export const noticesRoute: RouteModule = (app, { db }) => {
  app.get('/wps/announcements/notices', async (req) => {
    const q = parseInput(query, req.query, 'query');
    const { types, unknown } = parseTypes(q.types);
    if (unknown.length || types.includes('B')) fail(400, 'validation.failed', `Invalid types: notices are of types PL, PU, PR, H or A`);
    const session = getSession(db, req);
    const memberId = readerId(session);
    const list = findAnnouncements(db, { merchantCode: requestMerchant(db, session, merchantParam(q)), memberId, types, language: q.language });
    return ok({ list, unreadCount: memberId === null ? 0 : list.filter((n) => n.read === false).length });
  });
};
