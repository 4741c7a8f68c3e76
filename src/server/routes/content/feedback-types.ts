import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { requestMerchant } from '../../services/merchant';
import { feedbackTypesOf } from '../../content/feedback';

/** GET /wps/feedback/types: the question-type picker (labelKey is a translation key). */
export const feedbackTypesRoute: RouteModule = (app, { db }) => {
  app.get('/wps/feedback/types', async (req) => {
    const merchant = requestMerchant(db, getSession(db, req));
    return ok({ list: feedbackTypesOf(db, merchant) });
  });
};
