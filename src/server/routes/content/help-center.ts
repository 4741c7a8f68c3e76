import { helpCenter } from '../../../contract/content/site';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { helpItemsFor } from '../../content/help-center';

/** Help items (src/contract/content/site.ts; title + HTML content) for a device and language (CN when it has none). */
export const helpCenterRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, helpCenter, async (q, req) => {
    const merchant = requestMerchant(req, merchantParam(q));
    return ok(await helpItemsFor(db, merchant, q.device, q.language));
  });
};
