import { affiliateCheck, affiliateLink } from '../../../../contract/member/affiliate';
import { requireRealMember } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { isAffiliateCode, ownAffiliateCode } from '../../../services/accounts/affiliate-codes';

/**
 * Invitation codes (src/contract/member/affiliate.ts): whether a code is known; the member's own
 * code (module AFFMAN3, created on first use) with the register address that carries it.
 */
export const affiliateRoutes: RouteModule = (app, deps) => {
  const { db } = deps.store;
  serve(app, deps, affiliateCheck, async ({ affiliateCode }) => ok({ success: await isAffiliateCode(db, affiliateCode) }));
  serve(app, deps, affiliateLink, async (_input, req) => {
    const s = requireRealMember(req);
    const code = await ownAffiliateCode(db, s.memberId);
    const origin = `${req.protocol}://${req.headers.host ?? 'localhost'}`;
    return ok({ code, url: `${origin}/m/register?affiliateCode=${code}` });
  });
};
