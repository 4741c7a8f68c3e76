import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';

/** An agent keeps a handful of codes (one per channel or campaign). */
export const MAX_AFFILIATE_CODES = 10;

const createBody = z.object({ domain: z.string().trim().toLowerCase().regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, 'must be a domain name').max(253).optional() });

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;

/**
 * GET /wps/agent/affiliate: the agent's affiliate codes with their registration links and the
 * number of direct members. POST /wps/agent/affiliate { domain? }: adds a code (409 past the limit).
 */
export const agentAffiliateRoutes: RouteModule = (app, { db }) => {
  const codes = db.prepare('SELECT code, domain FROM affiliate_codes WHERE member_id = ? ORDER BY rowid');
  const view = (req: FastifyRequest, memberId: number) => {
    const origin = originOf(req);
    const list = (codes.all(memberId) as { code: string; domain: string }[]).map((c) => ({
      code: c.code,
      domain: c.domain,
      url: `${c.domain ? `https://${c.domain}` : origin}/m/register?affiliateCode=${c.code}`,
    }));
    const downlineCount = (db.prepare('SELECT COUNT(*) AS n FROM members WHERE parent_id = ?').get(memberId) as { n: number }).n;
    return { list, downlineCount };
  };
  app.get('/wps/agent/affiliate', (req) => ok(view(req, requireAgent(db, req).memberId)));
  app.post('/wps/agent/affiliate', (req) => {
    const s = requireAgent(db, req);
    const { domain } = parseInput(createBody, req.body);
    const count = (db.prepare('SELECT COUNT(*) AS n FROM affiliate_codes WHERE member_id = ?').get(s.memberId) as { n: number }).n;
    if (count >= MAX_AFFILIATE_CODES) fail(409, 'affiliate.limit', `An agent can have at most ${MAX_AFFILIATE_CODES} affiliate codes`, { max: MAX_AFFILIATE_CODES });
    db.prepare('INSERT INTO affiliate_codes (code, member_id, domain) VALUES (?, ?, ?)').run(randomBytes(5).toString('hex').toUpperCase(), s.memberId, domain ?? '');
    return ok(view(req, s.memberId));
  });
};
