import { z } from 'zod';
import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { storefrontMerchant } from '../../../services/merchant';
import { listDepositPromos, openAcceptances, requireDepositPromo } from '../../../services/deposit-promos';
import { requireDepositor } from './deposit';

const acceptBody = z.object({ promoId: z.string().trim().min(1, 'is required').max(32) });

/**
 * GET /wps/transaction/deposit/promos: the deposit promotions with whether the member has an
 * accepted, unused one. POST /wps/transaction/deposit/promos/accept { promoId }: accepts one for
 * the next deposit that names it (a deposit uses it up).
 */
export const depositPromoRoutes: RouteModule = (app, { db }) => {
  app.get('/wps/transaction/deposit/promos', (req) => {
    const s = requireSession(db, req);
    requireDepositor(s);
    const open = openAcceptances(db, s.memberId);
    return ok({ list: listDepositPromos(db, storefrontMerchant(db, s)).map((p) => ({ ...p, accepted: open.has(p.id), acceptedAt: open.get(p.id) ?? null })) });
  });
  app.post('/wps/transaction/deposit/promos/accept', (req) => {
    const s = requireSession(db, req);
    requireDepositor(s);
    const { promoId } = parseInput(acceptBody, req.body);
    const promo = requireDepositPromo(db, storefrontMerchant(db, s), promoId);
    if (openAcceptances(db, s.memberId).has(promo.id)) fail(409, 'promo.alreadyAccepted', `The promotion ${promo.id} is already accepted and waiting for a deposit`);
    const acceptedAt = Date.now();
    db.prepare('INSERT INTO deposit_promo_accepts (member_id, promo_id, accepted_at) VALUES (?, ?, ?)').run(s.memberId, promo.id, acceptedAt);
    return ok({ ...promo, accepted: true, acceptedAt });
  });
};
