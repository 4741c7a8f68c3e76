import { z } from 'zod';
import { requireRealMember, requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { checkPaymentPassword } from '../../../security/secrets';
import { money } from '../../../http/money';
import { holdWithdrawal } from '../../../services/wallet';
import { withdrawalCardOf } from '../../../services/accounts/bank-cards';
import { transactionRecordsOf } from '../../../services/accounts/funds-records';
import { paymentPasswordHashOf } from '../../../services/accounts/member-passwords';

export const MIN_WITHDRAW_CENTS = 100_00;

const body = z.object({ amount: money, bankCardId: z.number().int().positive(), paymentPassword: z.string().regex(/^\d{6}$/, 'must be 6 digits') });
const recordsQuery = z.object({ kind: z.enum(['deposit', 'withdraw', 'transfer_in', 'transfer_out', 'bonus', 'adjustment']).optional(), size: z.coerce.number().int().min(1).max(100).optional().default(20) });

/**
 * POST /wps/transaction/withdraw { amount, bankCardId, paymentPassword }: holds the amount
 * (balance debited at once) as a PENDING withdrawal. GET /wps/transaction/records?kind=&size=: history.
 */
export const withdrawRoutes: RouteModule = (app, { db }) => {
  app.post('/wps/transaction/withdraw', async (req) => {
    const s = requireRealMember(db, req);
    const p = parseInput(body, req.body);
    const cents = Math.round(p.amount * 100);
    if (cents < MIN_WITHDRAW_CENTS) fail(400, 'withdraw.amount', `The minimum withdrawal is ${(MIN_WITHDRAW_CENTS / 100).toFixed(2)}`, { field: 'amount', min: MIN_WITHDRAW_CENTS / 100 });
    const pay = paymentPasswordHashOf(db, s.memberId);
    if (!pay) fail(400, 'paymentPassword.missing', 'Set a payment password first', { field: 'paymentPassword' });
    await checkPaymentPassword(db, s.memberId, req.ip, p.paymentPassword, pay);
    const card = withdrawalCardOf(db, s.memberId, p.bankCardId);
    if (!card) fail(400, 'validation.failed', 'Invalid bankCardId: not one of your bank cards', { field: 'bankCardId' });
    const now = Date.now();
    const held = holdWithdrawal(db, s.memberId, cents, { bank: card.bank, account: card.number.slice(-4) }, now);
    return ok({ id: held.id, status: 'PENDING', amount: cents / 100, sumBalance: held.balanceCents / 100, createdAt: now });
  });
  app.get('/wps/transaction/records', (req) => {
    const s = requireSession(db, req);
    const q = parseInput(recordsQuery, req.query, 'query');
    return ok(transactionRecordsOf(db, s.memberId, q.kind, q.size));
  });
};
