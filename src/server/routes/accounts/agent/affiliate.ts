import type { FastifyRequest } from 'fastify';
import { agentAffiliate, agentAffiliateAdd } from '../../../../contract/agent/affiliate';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { addAffiliateCode, affiliateCodeCount, affiliateCodesOf } from '../../../services/agents/affiliate-links';
import { directMemberCount } from '../../../services/agents/downlines';

/** An agent keeps a handful of codes (one per channel or campaign). */
export const MAX_AFFILIATE_CODES = 10;

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;

/**
 * The agent's affiliate codes (src/contract/agent/affiliate.ts): each with its registration link,
 * and the number of direct members; adding a code (optionally for a domain) answers the updated
 * codes (409 past the limit).
 */
export const agentAffiliateRoutes: RouteModule = (app, deps) => {
  const { store } = deps;
  const view = async (req: FastifyRequest, memberId: number) => {
    const origin = originOf(req);
    const list = (await affiliateCodesOf(store.db, memberId)).map((c) => ({
      code: c.code,
      domain: c.domain,
      url: `${c.domain ? `https://${c.domain}` : origin}/m/register?affiliateCode=${c.code}`,
    }));
    const downlineCount = await directMemberCount(store.db, memberId);
    return { list, downlineCount };
  };
  serve(app, deps, agentAffiliate, async (_input, req) => ok(await view(req, requireAgent(req).memberId)));
  serve(app, deps, agentAffiliateAdd, async ({ domain }, req) => {
    const s = requireAgent(req);
    const count = await affiliateCodeCount(store.db, s.memberId);
    if (count >= MAX_AFFILIATE_CODES) fail(409, 'affiliate.limit', `An agent can have at most ${MAX_AFFILIATE_CODES} affiliate codes`, { max: MAX_AFFILIATE_CODES });
    await addAffiliateCode(store.db, s.memberId, domain ?? '');
    return ok(await view(req, s.memberId));
  });
};
