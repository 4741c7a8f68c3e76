import { mallRedeem } from '../../../contract/benefits/mall';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { requireBenefitMember } from '../../services/benefits/access';
import { redeemItem } from '../../services/benefits/mall';

/**
 * Redeeming a mall item (src/contract/benefits/mall.ts): spends the item's points and records the
 * redemption; cash vouchers credit the wallet at once. Answers the redemption, the points left and
 * the wallet balance. 404 mall.itemNotFound, 409 mall.soldOut, 409 points.insufficient (data.short).
 */
export const mallRedeemRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, mallRedeem, async (p, req) => {
    const { session, merchantCode } = await requireBenefitMember(deps.store.db, req, 'mall');
    return ok(await redeemItem(store, session.memberId, merchantCode, p.itemId, p.language ?? 'CN'));
  });
};
