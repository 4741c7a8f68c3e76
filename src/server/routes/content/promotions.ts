import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { findAnnouncements, readerId } from '../../content/announcements';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { language, merchantFields, positiveId } from '../../content/query-fields';

const query = z.object({ ...merchantFields, language, categoryId: positiveId.optional() });

/** GET /wps/promotions: promotions (type PR), optionally of one category, with the member's sign-up status. */
export const promotionsRoute: RouteModule = (app, { db }) => {
  app.get('/wps/promotions', async (req) => {
    const q = parseInput(query, req.query, 'query');
    const session = getSession(db, req);
    const list = findAnnouncements(db, {
      merchantCode: requestMerchant(db, session, merchantParam(q)), memberId: readerId(session), types: ['PR'], categoryId: q.categoryId, language: q.language,
    });
    return ok({ list });
  });
};
