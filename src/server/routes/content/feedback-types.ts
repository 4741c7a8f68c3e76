import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { requestMerchant } from '../../services/merchant';

/** GET /wps/feedback/types: the question-type picker (labelKey is a translation key). */
export const feedbackTypesRoute: RouteModule = (app, { db }) => {
  app.get('/wps/feedback/types', async (req) => {
    const merchant = requestMerchant(db, getSession(db, req));
    const list = db.prepare('SELECT type, label_key AS labelKey FROM feedback_types WHERE merchant_code = ? ORDER BY sort').all(merchant);
    return ok({ list });
  });
};
