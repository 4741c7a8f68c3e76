import { systemStatus } from '../../../../contract/system/status';
import { getSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { getMerchant, requestMerchant } from '../../../services/merchant';
import { statusInfo } from '../../../services/status-info';

/** 1 (maintenance) wins over 2 (region restricted); 0 means the app may run. */
export function statusCode(maintenance: boolean, regionRestriction: boolean): 0 | 1 | 2 {
  if (maintenance) return 1;
  return regionRestriction ? 2 : 0;
}

/** Decides whether the client shows the app, maintenance or region pages (src/contract/system/status.ts). */
export const statusRoute: RouteModule = (app, deps) => {
  serve(app, deps, systemStatus, async (_input, req) => {
    const merchant = await getMerchant(deps.store.db, requestMerchant(req));
    return ok({
      status: statusCode(merchant.maintenance, merchant.regionRestriction),
      maintenance: merchant.maintenance,
      regionRestriction: merchant.regionRestriction,
      location: { ip: req.ip },
      info: await statusInfo(deps, merchant.code),
    });
  });
};
