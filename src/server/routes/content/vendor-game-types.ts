import { vendorGameTypes } from '../../../contract/games/catalogue';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { loadGroupedVendors } from '../../content/vendor-sorting';

/** Vendor sorting per category after the spec's grouping rule, plus the mapping (src/contract/games/catalogue.ts). */
export const vendorGameTypesRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, vendorGameTypes, async (q, req) => {
    const merchant = requestMerchant(req, merchantParam(q));
    return ok(await loadGroupedVendors(db, merchant));
  });
};
