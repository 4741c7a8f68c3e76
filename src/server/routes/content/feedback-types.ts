import { feedbackTypes } from '../../../contract/content/feedback';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { requestMerchant } from '../../services/merchant';
import { feedbackTypesOf } from '../../content/feedback';

/** The question-type picker (src/contract/content/feedback.ts; labelKey is a translation key). */
export const feedbackTypesRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, feedbackTypes, async (_input, req) => {
    const merchant = requestMerchant(req);
    return ok({ list: await feedbackTypesOf(db, merchant) });
  });
};
