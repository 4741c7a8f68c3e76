import { hasWithdrawalPassword, paymentPasswordReset, paymentPasswordSet } from '../../../../contract/member/payment-password';
import { requireRealMember, requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { checkMemberPassword, checkPaymentPassword } from '../../../security/secrets';
import { passwordHashesOf, setPaymentPassword } from '../../../services/accounts/member-passwords';

/**
 * The payment password (src/contract/member/payment-password.ts): whether one is set; first set, or
 * change with the old one; forgotten, replaced by proving the login password.
 */
export const paymentPasswordRoutes: RouteModule = (app, deps) => {
  const { db } = deps.store;
  serve(app, deps, hasWithdrawalPassword, async (_input, req) => {
    const session = requireSession(req);
    return ok({ hasPassword: (await passwordHashesOf(db, session.memberId)).payment !== null });
  });
  serve(app, deps, paymentPasswordSet, async (p, req) => {
    const session = requireRealMember(req);
    if (p.confirmPaymentPassword !== p.paymentPassword) fail(400, 'password.confirm', 'confirmation incorrect', { field: 'confirmPaymentPassword' });
    const { payment } = await passwordHashesOf(db, session.memberId);
    if (payment !== null) await checkPaymentPassword(db, session.memberId, req.ip, p.oldPaymentPassword ?? '', payment, 'oldPaymentPassword');
    await setPaymentPassword(db, session.memberId, p.paymentPassword);
    return ok({ hasPassword: true });
  });
  serve(app, deps, paymentPasswordReset, async (p, req) => {
    const session = requireRealMember(req);
    if (p.confirmPaymentPassword !== p.paymentPassword) fail(400, 'password.confirm', 'confirmation incorrect', { field: 'confirmPaymentPassword' });
    const { login } = await passwordHashesOf(db, session.memberId);
    if (!(await checkMemberPassword(db, session.memberId, req.ip, p.password, login, 'password'))) fail(400, 'password.old.incorrect', 'The login password is incorrect', { field: 'password' });
    await setPaymentPassword(db, session.memberId, p.paymentPassword);
    return ok({ hasPassword: true });
  });
};
