import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { requireBenefitMember } from '../../services/benefits/access';
import { redeemItem } from '../../services/benefits/mall';

const body = z.object({
  itemId: z.coerce.number().int().positive(),
  language: z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter language code').optional(),
});

/**
 * POST /wps/mall/redeem { itemId }: spends the item's points and records the redemption; cash
 * vouchers credit the wallet at once. Answers the redemption, the points left and the wallet
 * balance. 404 mall.itemNotFound, 409 mall.soldOut, 409 points.insufficient (data.short).
 */
export const mallRedeemRoute: RouteModule = (app, { db }) => {
  app.post('/wps/mall/redeem', (req) => {
    const { session, merchantCode } = requireBenefitMember(db, req, 'mall');
    const p = parseInput(body, req.body);
    return ok(redeemItem(db, session.memberId, merchantCode, p.itemId, p.language ?? 'CN'));
  });
};
