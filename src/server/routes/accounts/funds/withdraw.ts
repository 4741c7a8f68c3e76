import { transactionRecords, withdraw } from '../../../../contract/funds/withdraw';
import { requireRealMember, requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { checkPaymentPassword } from '../../../security/secrets';
import { holdWithdrawal } from '../../../services/wallet';
import { withdrawalCardOf } from '../../../services/accounts/bank-cards';
import { transactionRecordsOf } from '../../../services/accounts/funds-records';
import { paymentPasswordHashOf } from '../../../services/accounts/member-passwords';

export const MIN_WITHDRAW_CENTS = 100_00;

/**
 * Withdrawals and the money history (src/contract/funds/withdraw.ts): a withdrawal holds the amount
 * (the balance is debited at once) as PENDING until it is paid out.
 */
export const withdrawRoutes: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, withdraw, async (p, req) => {
    const s = requireRealMember(req);
    const cents = Math.round(p.amount * 100);
    if (cents < MIN_WITHDRAW_CENTS) fail(400, 'withdraw.amount', `The minimum withdrawal is ${(MIN_WITHDRAW_CENTS / 100).toFixed(2)}`, { field: 'amount', min: MIN_WITHDRAW_CENTS / 100 });
    const pay = await paymentPasswordHashOf(deps.store.db, s.memberId);
    if (!pay) fail(400, 'paymentPassword.missing', 'Set a payment password first', { field: 'paymentPassword' });
    await checkPaymentPassword(deps.store.db, s.memberId, req.ip, p.paymentPassword, pay);
    const card = await withdrawalCardOf(store.db, s.memberId, p.bankCardId);
    if (!card) fail(400, 'validation.failed', 'Invalid bankCardId: not one of your bank cards', { field: 'bankCardId' });
    const now = Date.now();
    const held = await holdWithdrawal(store.db, s.memberId, cents, { bank: card.bank, account: card.number.slice(-4) }, now);
    return ok({ id: held.id, status: 'PENDING', amount: cents / 100, sumBalance: held.balanceCents / 100, createdAt: now });
  });
  serve(app, deps, transactionRecords, async ({ kind, size }, req) => {
    const s = requireSession(req);
    return ok(await transactionRecordsOf(store.db, s.memberId, kind, size));
  });
};
