import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { mediaUrl } from '../../content/media-urls';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { language, merchantFields } from '../../content/query-fields';
import { promotionCategoriesOf } from '../../content/promotion-categories';

const query = z.object({ ...merchantFields, language });

/** GET /wps/promotions/categories: the category menu (title is a translation key). */
export const promotionCategoriesRoute: RouteModule = (app, { db }) => {
  app.get('/wps/promotions/categories', async (req) => {
    const q = parseInput(query, req.query, 'query');
    const merchant = requestMerchant(db, getSession(db, req), merchantParam(q));
    return ok({ list: promotionCategoriesOf(db, merchant).map((c) => ({ ...c, iconImageUrl: mediaUrl.promotionCategory(c.id) })) });
  });
};
