import { promotionCategories } from '../../../contract/content/promotions';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { mediaUrl } from '../../content/media-urls';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { promotionCategoriesOf } from '../../content/promotion-categories';

/** The category menu (src/contract/content/promotions.ts; title is a translation key). */
export const promotionCategoriesRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, promotionCategories, async (q, req) => {
    const merchant = requestMerchant(req, merchantParam(q));
    return ok({ list: (await promotionCategoriesOf(db, merchant)).map((c) => ({ ...c, iconImageUrl: mediaUrl.promotionCategory(c.id) })) });
  });
};
