import { promotionDetail } from '../../../contract/content/promotions';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { fail, ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { findAnnouncements, readerId } from '../../content/announcements';
import { requestMerchant } from '../../services/merchant';

/** One promotion (src/contract/content/promotions.ts); 404 promotion.notFound sends the client back to the list. */
export const promotionDetailRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, promotionDetail, async ({ id, language }, req) => {
    const session = getSession(req);
    const [promotion] = await findAnnouncements(db, { merchantCode: requestMerchant(req), memberId: readerId(session), types: ['PR'], id, language });
    if (!promotion) fail(404, 'promotion.notFound', `No promotion ${id}`);
    return ok(promotion);
  });
};
