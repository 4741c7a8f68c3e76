import { bankCardAdd, bankCards } from '../../../../contract/member/bank-card';
import { requireRealMember, requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { checkPaymentPassword } from '../../../security/secrets';
import { bankCardsOf, bindBankCard, cardBindingChecksOf } from '../../../services/accounts/bank-cards';

export const MAX_BANK_CARDS = 5;

/** Bank cards (src/contract/member/bank-card.ts): the masked list; binding one needs the payment password (holder = payee name when set). */
export const bankCardRoutes: RouteModule = (app, deps) => {
  const { db } = deps;
  serve(app, deps, bankCards, (_input, req) => ok(bankCardsOf(db, requireSession(req).memberId)));
  serve(app, deps, bankCardAdd, async (p, req) => {
    const s = requireRealMember(req);
    const m = cardBindingChecksOf(db, s.memberId);
    if (!m.pay) fail(400, 'paymentPassword.missing', 'Set a payment password first', { field: 'paymentPassword' });
    await checkPaymentPassword(deps.store.db, s.memberId, req.ip, p.paymentPassword, m.pay);
    if (m.payee && m.payee !== p.accountName) fail(400, 'bankCard.holder', 'The account holder must match your payee name', { field: 'accountName' });
    if (bankCardsOf(db, s.memberId).length >= MAX_BANK_CARDS) fail(400, 'bankCard.limit', `At most ${MAX_BANK_CARDS} bank cards can be bound`, { max: MAX_BANK_CARDS });
    bindBankCard(db, s.memberId, { bankName: p.bankName, accountName: p.accountName, accountNumber: p.accountNumber });
    return ok(bankCardsOf(db, s.memberId));
  });
};
