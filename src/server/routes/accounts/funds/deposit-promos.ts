import { z } from 'zod';
import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { storefrontMerchant } from '../../../services/merchant';
import { language } from '../../../content/query-fields';
import { acceptDepositPromo, listDepositPromos, openAcceptances, usedOncePromos } from '../../../services/deposit-promos';
import { requireDepositor } from './deposit';

const acceptBody = z.object({ promoId: z.string().trim().min(1, 'is required').max(32) });
const listQuery = z.object({ language });

/**
 * GET /wps/transaction/deposit/promos: the deposit promotions with whether the member has an
 * accepted, unused one, and whether a once-per-member one is used up. POST /wps/transaction/deposit/promos/accept { promoId }: accepts one for
 * the next deposit that names it (a deposit uses it up).
 */
export const depositPromoRoutes: RouteModule = (app, { db }) => {
  app.get('/wps/transaction/deposit/promos', (req) => {
    const s = requireSession(db, req);
    requireDepositor(s);
    const { language: lang } = parseInput(listQuery, req.query, 'query');
    const open = openAcceptances(db, s.memberId);
    const used = usedOncePromos(db, s.memberId);
    return ok({
      list: listDepositPromos(db, storefrontMerchant(db, s), lang).map((p) => ({
        ...p, accepted: open.has(p.id), acceptedAt: open.get(p.id) ?? null, usedUp: used.has(p.id) && !open.has(p.id),
      })),
    });
  });
  app.post('/wps/transaction/deposit/promos/accept', (req) => {
    const s = requireSession(db, req);
    requireDepositor(s);
    const { promoId } = parseInput(acceptBody, req.body);
    return ok({ ...acceptDepositPromo(db, storefrontMerchant(db, s), s.memberId, promoId), accepted: true, usedUp: false });
  });
};
