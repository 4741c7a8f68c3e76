import { depositPromoAccept, depositPromos } from '../../../../contract/funds/deposit-promos';
import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { sessionMerchant } from '../../../services/merchant';
import { acceptDepositPromo, listDepositPromos, openAcceptances, usedOncePromos } from '../../../services/deposit-promos';
import { requireDepositor } from './deposit';

/**
 * Deposit promotions (src/contract/funds/deposit-promos.ts): the list says, per promotion, whether
 * the member has an accepted, unused one and whether a once-per-member one is used up; accepting
 * one holds it for the next deposit that names it (a deposit uses it up).
 */
export const depositPromoRoutes: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, depositPromos, async ({ language }, req) => {
    const s = requireSession(req);
    requireDepositor(s);
    const open = await openAcceptances(store.db, s.memberId);
    const used = await usedOncePromos(store.db, s.memberId);
    return ok({
      list: (await listDepositPromos(store.db, sessionMerchant(s), language)).map((p) => ({
        ...p, accepted: open.has(p.id), acceptedAt: open.get(p.id) ?? null, usedUp: used.has(p.id) && !open.has(p.id),
      })),
    });
  });
  serve(app, deps, depositPromoAccept, async ({ promoId }, req) => {
    const s = requireSession(req);
    requireDepositor(s);
    return ok({ ...(await acceptDepositPromo(store.db, sessionMerchant(s), s.memberId, promoId)), accepted: true, usedUp: false });
  });
};
