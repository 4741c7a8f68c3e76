import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { addAffiliateCode, affiliateCodeCount, affiliateCodesOf } from '../../../services/agents/affiliate-links';
import { directMemberCount } from '../../../services/agents/downlines';

/** An agent keeps a handful of codes (one per channel or campaign). */
export const MAX_AFFILIATE_CODES = 10;

const createBody = z.object({ domain: z.string().trim().toLowerCase().regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, 'must be a domain name').max(253).optional() });

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;

/**
 * GET /wps/agent/affiliate: the agent's affiliate codes with their registration links and the
 * number of direct members. POST /wps/agent/affiliate { domain? }: adds a code (409 past the limit).
 */
export const agentAffiliateRoutes: RouteModule = (app, { db }) => {
  const view = (req: FastifyRequest, memberId: number) => {
    const origin = originOf(req);
    const list = affiliateCodesOf(db, memberId).map((c) => ({
      code: c.code,
      domain: c.domain,
      url: `${c.domain ? `https://${c.domain}` : origin}/m/register?affiliateCode=${c.code}`,
    }));
    const downlineCount = directMemberCount(db, memberId);
    return { list, downlineCount };
  };
  app.get('/wps/agent/affiliate', (req) => ok(view(req, requireAgent(db, req).memberId)));
  app.post('/wps/agent/affiliate', (req) => {
    const s = requireAgent(db, req);
    const { domain } = parseInput(createBody, req.body);
    const count = affiliateCodeCount(db, s.memberId);
    if (count >= MAX_AFFILIATE_CODES) fail(409, 'affiliate.limit', `An agent can have at most ${MAX_AFFILIATE_CODES} affiliate codes`, { max: MAX_AFFILIATE_CODES });
    addAffiliateCode(db, s.memberId, domain ?? '');
    return ok(view(req, s.memberId));
  });
};
