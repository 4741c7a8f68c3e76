import { z } from 'zod';
import { requireRealMember, requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { checkPaymentPassword } from '../../../security/secrets';
import { bankCardsOf, bindBankCard, cardBindingChecksOf } from '../../../services/accounts/bank-cards';

export const MAX_BANK_CARDS = 5;

const body = z.object({
  bankName: z.string().trim().min(2, 'is required').max(64),
  accountName: z.string().trim().min(2, 'is required').max(64),
  accountNumber: z.string().trim().regex(/^\d{8,24}$/, 'must be 8-24 digits'),
  paymentPassword: z.string().regex(/^\d{6}$/, 'must be 6 digits'),
});

/** GET /wps/member/bankCard (masked numbers), POST to bind one (payment password; holder = payee name when set). */
export const bankCardRoutes: RouteModule = (app, { db }) => {
  app.get('/wps/member/bankCard', (req) => ok(bankCardsOf(db, requireSession(db, req).memberId)));
  app.post('/wps/member/bankCard', async (req) => {
    const s = requireRealMember(db, req);
    const p = parseInput(body, req.body);
    const m = cardBindingChecksOf(db, s.memberId);
    if (!m.pay) fail(400, 'paymentPassword.missing', 'Set a payment password first', { field: 'paymentPassword' });
    await checkPaymentPassword(db, s.memberId, req.ip, p.paymentPassword, m.pay);
    if (m.payee && m.payee !== p.accountName) fail(400, 'bankCard.holder', 'The account holder must match your payee name', { field: 'accountName' });
    if (bankCardsOf(db, s.memberId).length >= MAX_BANK_CARDS) fail(400, 'bankCard.limit', `At most ${MAX_BANK_CARDS} bank cards can be bound`, { max: MAX_BANK_CARDS });
    bindBankCard(db, s.memberId, { bankName: p.bankName, accountName: p.accountName, accountNumber: p.accountNumber });
    return ok(bankCardsOf(db, s.memberId));
  });
};
