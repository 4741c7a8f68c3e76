import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { requireRealMember } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';

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
  const find = db.prepare('SELECT member_id AS memberId FROM affiliate_codes WHERE code = ?');
  const mine = db.prepare('SELECT code FROM affiliate_codes WHERE member_id = ? ORDER BY code LIMIT 1');
  app.get('/wps/affiliate/check', (req) => {
    const q = parseInput(checkQuery, req.query, 'query');
    return ok({ success: find.get(q.affiliateCode) !== undefined });
  });
  app.get('/wps/affiliate/link', (req) => {
    const s = requireRealMember(db, req);
    let row = mine.get(s.memberId) as { code: string } | undefined;
    if (!row) {
      const code = randomBytes(5).toString('hex').toUpperCase();
      db.prepare('INSERT INTO affiliate_codes (code, member_id) VALUES (?, ?)').run(code, s.memberId);
      row = { code };
    }
    const origin = `${req.protocol}://${req.headers.host ?? 'localhost'}`;
    return ok({ code: row.code, url: `${origin}/m/register?affiliateCode=${row.code}` });
  });
};
