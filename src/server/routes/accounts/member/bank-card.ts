import { bankCardAdd, bankCards } from '../../../../contract/member/bank-card';
import { requireRealMember, requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { checkPaymentPassword } from '../../../security/secrets';
import { bankCardsOf, bindBankCard, cardBindingChecksOf } from '../../../services/accounts/bank-cards';

/** Bank cards (src/contract/member/bank-card.ts): the masked list; binding one needs the payment password (holder = payee name when set). */
export const bankCardRoutes: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, bankCards, async (_input, req) => ok(await bankCardsOf(store.db, requireSession(req).memberId)));
  serve(app, deps, bankCardAdd, async (p, req) => {
    const s = requireRealMember(req);
    const m = await cardBindingChecksOf(store.db, s.memberId);
    if (!m.pay) fail(400, 'paymentPassword.missing', 'Set a payment password first', { field: 'paymentPassword' });
    await checkPaymentPassword(deps.store.db, s.memberId, req.ip, p.paymentPassword, m.pay);
    if (m.payee && m.payee !== p.accountName) fail(400, 'bankCard.holder', 'The account holder must match your payee name', { field: 'accountName' });
    return ok(await bindBankCard(store, s.memberId, { bankName: p.bankName, accountName: p.accountName, accountNumber: p.accountNumber }));
  });
};
