import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { fail, ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { findAnnouncements, readerId } from '../../content/announcements';
import { requestMerchant } from '../../services/merchant';
import { language, positiveId } from '../../content/query-fields';

const params = z.object({ id: positiveId });
const query = z.object({ language });

/** GET /wps/promotions/:id: one promotion; 404 promotion.notFound sends the client back to the list. */
export const promotionDetailRoute: RouteModule = (app, { db }) => {
  app.get('/wps/promotions/:id', async (req) => {
    const { id } = parseInput(params, req.params, 'path');
    const q = parseInput(query, req.query, 'query');
    const session = getSession(db, req);
    const [promotion] = findAnnouncements(db, { merchantCode: requestMerchant(db, session), memberId: readerId(session), types: ['PR'], id, language: q.language });
    if (!promotion) fail(404, 'promotion.notFound', `No promotion ${id}`);
    return ok(promotion);
  });
};
