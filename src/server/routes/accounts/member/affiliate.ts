import { z } from 'zod';
import { requireRealMember } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { isAffiliateCode, ownAffiliateCode } from '../../../services/accounts/affiliate-codes';

const checkQuery = z.object({
  affiliateCode: z.string().trim().min(1, 'is required').max(32),
  domain: z.string().max(253).optional(),
  module: z.literal('AFFMAN3').optional(),
});

/**
 * GET /wps/affiliate/check?affiliateCode=&domain= -> { success } (is it a known code);
 * GET /wps/affiliate/link (module AFFMAN3) -> { code, url } of the member, created on first use.
 */
export const affiliateRoutes: RouteModule = (app, { db }) => {
  app.get('/wps/affiliate/check', (req) => {
    const q = parseInput(checkQuery, req.query, 'query');
    return ok({ success: isAffiliateCode(db, q.affiliateCode) });
  });
  app.get('/wps/affiliate/link', (req) => {
    const s = requireRealMember(db, req);
    const code = ownAffiliateCode(db, s.memberId);
    const origin = `${req.protocol}://${req.headers.host ?? 'localhost'}`;
    return ok({ code, url: `${origin}/m/register?affiliateCode=${code}` });
  });
};
