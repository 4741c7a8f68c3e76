import { z } from 'zod';
import type { RouteModule } from '../../../deps';
import { readEncryptedBody } from '../../../http/encrypted-body';
import { LIMITS, limited } from '../../../http/limits';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { verifyPassword } from '../../../security/password';
import { DEFAULT_MERCHANT, isSwitchOn } from '../../../services/merchant';
import { checkResetTokenFrom } from '../../../security/secrets';
import { consumeResetToken } from '../../../services/password-reset';
import { checkNewPassword, setPassword, signInAfterReset } from '../../../services/passwords';
import { recoverableMemberById } from '../../../services/accounts/password-recovery';

const payload = z.object({
  token: z.string().trim().regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not a reset link token'),
  newPassword: z.string().min(1, 'is required').max(64),
});

const LINK_INVALID = 'This password reset link is invalid or has expired, please request a new one';

/**
 * POST /wps/member/password/reset (encrypted { token, newPassword }): sets the password with the
 * token of an e-mailed reset link. The token is checked first and consumed only when the new
 * password is accepted, so a refused attempt can be corrected with the same link. Failures
 * repeat their errorCode in `data.errorCode`, like set-by-phone.
 */
export const passwordResetRoute: RouteModule = (app, deps) => {
  const { db } = deps;
  const refuse = (status: number, code: string, message: string): never => fail(status, code, message, { errorCode: code });
  app.post('/wps/member/password/reset', limited(LIMITS.passwordRecovery), async (req) => {
    if (!isSwitchOn(db, DEFAULT_MERCHANT, 'CHNGPASSMAIL3')) refuse(403, 'recovery.disabled', MESSAGES.noPermission);
    const p = readEncryptedBody(req, deps, payload);
    const memberId = checkResetTokenFrom(db, req.ip, p.token);
    const row = memberId === null ? undefined : recoverableMemberById(db, memberId);
    if (!row) return refuse(400, 'reset.invalid', LINK_INVALID);
    checkNewPassword(db, DEFAULT_MERCHANT, p.newPassword);
    if (await verifyPassword(p.newPassword, row.hash)) refuse(400, 'modify.new.old.same', 'The new password must differ from the old one');
    if (!consumeResetToken(db, p.token)) refuse(400, 'reset.invalid', LINK_INVALID);
    await setPassword(db, row.id, p.newPassword);
    return ok(signInAfterReset(db, row));
  });
};
