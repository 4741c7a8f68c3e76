import { promotions } from '../../../contract/content/promotions';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { findAnnouncements, readerId } from '../../content/announcements';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';

/** Promotions (type PR; src/contract/content/promotions.ts), optionally of one category, with the member's sign-up status. */
export const promotionsRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, promotions, async (q, req) => {
    const session = getSession(req);
    const list = await findAnnouncements(db, {
      merchantCode: requestMerchant(req, merchantParam(q)), memberId: readerId(session), types: ['PR'], categoryId: q.categoryId, language: q.language,
    });
    return ok({ list });
  });
};
