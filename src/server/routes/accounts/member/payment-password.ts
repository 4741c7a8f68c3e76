import { z } from 'zod';
import { requireRealMember, requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { checkMemberPassword, checkPaymentPassword } from '../../../security/secrets';
import { passwordHashesOf, setPaymentPassword } from '../../../services/accounts/member-passwords';

const sixDigits = z.string().regex(/^\d{6}$/, 'must be 6 digits');
const setBody = z.object({
  oldPaymentPassword: z.string().max(32).optional(),
  paymentPassword: sixDigits,
  confirmPaymentPassword: z.string().max(32),
});
const resetBody = z.object({ password: z.string().min(1, 'is required').max(64), paymentPassword: sixDigits, confirmPaymentPassword: z.string().max(32) });

/**
 * GET /wps/member/hasWithdrawalPassword; PUT /wps/member/paymentPassword (first set, or change
 * with the old one); POST /wps/member/paymentPassword/reset (forgotten: prove the login password).
 */
export const paymentPasswordRoutes: RouteModule = (app, { db }) => {
  app.get('/wps/member/hasWithdrawalPassword', (req) => {
    const session = requireSession(db, req);
    return ok({ hasPassword: passwordHashesOf(db, session.memberId).payment !== null });
  });
  app.put('/wps/member/paymentPassword', async (req) => {
    const session = requireRealMember(db, req);
    const p = parseInput(setBody, req.body);
    if (p.confirmPaymentPassword !== p.paymentPassword) fail(400, 'password.confirm', 'confirmation incorrect', { field: 'confirmPaymentPassword' });
    const { payment } = passwordHashesOf(db, session.memberId);
    if (payment !== null) await checkPaymentPassword(db, session.memberId, req.ip, p.oldPaymentPassword ?? '', payment, 'oldPaymentPassword');
    await setPaymentPassword(db, session.memberId, p.paymentPassword);
    return ok({ hasPassword: true });
  });
  app.post('/wps/member/paymentPassword/reset', async (req) => {
    const session = requireRealMember(db, req);
    const p = parseInput(resetBody, req.body);
    if (p.confirmPaymentPassword !== p.paymentPassword) fail(400, 'password.confirm', 'confirmation incorrect', { field: 'confirmPaymentPassword' });
    const { login } = passwordHashesOf(db, session.memberId);
    if (!(await checkMemberPassword(db, session.memberId, req.ip, p.password, login, 'password'))) fail(400, 'password.old.incorrect', 'The login password is incorrect', { field: 'password' });
    await setPaymentPassword(db, session.memberId, p.paymentPassword);
    return ok({ hasPassword: true });
  });
};
