import { getSession } from '../../auth/session';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { requireAreaOn } from '../../services/benefits/access';
import { vipLevels } from '../../services/benefits/vip';
import { storefrontMerchant } from '../../services/merchant';

/**
 * GET /wps/vip/levels: the merchant's VIP ladder (requirements and benefits of each level), for
 * guests too (the VIP room shows it to visitors). 403 vip.disabled while VIPBENEFITS3 is off.
 */
export const vipLevelsRoute: RouteModule = (app, { db }) => {
  app.get('/wps/vip/levels', (req) => {
    const merchantCode = storefrontMerchant(db, getSession(db, req));
    requireAreaOn(db, merchantCode, 'vip');
    return ok({ list: vipLevels(db, merchantCode) });
  });
};
