import { vipLevels as vipLevelsCall } from '../../../contract/benefits/vip';
import { getSession } from '../../auth/session';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { requireAreaOn } from '../../services/benefits/access';
import { vipLevels } from '../../services/benefits/vip';
import { requestMerchant } from '../../services/merchant';

/**
 * The merchant's VIP ladder (src/contract/benefits/vip.ts): requirements and benefits of each
 * level, for guests too (the VIP room shows it to visitors). 403 vip.disabled while VIPBENEFITS3 is off.
 */
export const vipLevelsRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, vipLevelsCall, async (_input, req) => {
    const merchantCode = requestMerchant(req);
    await requireAreaOn(deps.store.db, merchantCode, 'vip');
    return ok({ list: await vipLevels(store.db, merchantCode) });
  });
};
