import { passwordReset } from '../../../../contract/member/passwords';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { verifyPassword } from '../../../security/password';
import { DEFAULT_MERCHANT, isSwitchOn } from '../../../services/merchant';
import { checkResetTokenFrom } from '../../../security/secrets';
import { consumeResetToken } from '../../../services/password-reset';
import { checkNewPassword, setPassword, signInAfterReset } from '../../../services/passwords';
import { recoverableMemberById } from '../../../services/accounts/password-recovery';

const LINK_INVALID = 'This password reset link is invalid or has expired, please request a new one';

/**
 * Reset by an e-mailed link (src/contract/member/passwords.ts; encrypted { token, newPassword }):
 * sets the password with the token of the link. The token is checked first and consumed only when
 * the new password is accepted, so a refused attempt can be corrected with the same link. Failures
 * repeat their errorCode in `data.errorCode`, like set-by-phone.
 */
export const passwordResetRoute: RouteModule = (app, deps) => {
  const store = deps.store.db;
  const refuse = (status: number, code: string, message: string): never => fail(status, code, message, { errorCode: code });
  serve(
    app,
    deps,
    passwordReset,
    async (p, req) => {
      const memberId = await checkResetTokenFrom(store, req.ip, p.token);
      const row = memberId === null ? undefined : await recoverableMemberById(store, memberId);
      if (!row) return refuse(400, 'reset.invalid', LINK_INVALID);
      await checkNewPassword(store, DEFAULT_MERCHANT, p.newPassword);
      if (await verifyPassword(p.newPassword, row.hash)) refuse(400, 'modify.new.old.same', 'The new password must differ from the old one');
      if (!(await consumeResetToken(store, p.token))) refuse(400, 'reset.invalid', LINK_INVALID);
      await setPassword(store, row.id, p.newPassword);
      return ok(await signInAfterReset(store, row));
    },
    {
      ...limited(LIMITS.passwordRecovery),
      // The switch is checked before the payload is decrypted, as it always was.
      preHandler: async () => {
        if (!(await isSwitchOn(deps.store.db, DEFAULT_MERCHANT, 'CHNGPASSMAIL3'))) refuse(403, 'recovery.disabled', MESSAGES.noPermission);
      },
    },
  );
};
