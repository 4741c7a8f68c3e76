import { passwordEmail } from '../../../../contract/member/passwords';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { DEFAULT_MERCHANT, isSwitchOn } from '../../../services/merchant';
import { issueResetToken, RESET_TOKEN_TTL_MS } from '../../../services/password-reset';
import { recoverableMemberByEmail } from '../../../services/accounts/password-recovery';

/**
 * Forgot password by e-mail (src/contract/member/passwords.ts; form-urlencoded username, email):
 * when both match a member, a single-use reset link (/m/forget?token=…, valid 30 minutes) is
 * "mailed" — logged, as the reference platform has no mail gateway. Nothing changes until the link
 * is used (password-reset.ts), so the old password keeps working. The answer is the same either
 * way so the form cannot probe accounts.
 */
export const passwordEmailRoute: RouteModule = (app, deps) => {
  serve(
    app,
    deps,
    passwordEmail,
    async (p, req) => {
      const member = await recoverableMemberByEmail(deps.store.db, DEFAULT_MERCHANT, p.username, p.email);
      if (member) {
        const link = `/m/forget?token=${await issueResetToken(deps.store.db, member.id)}`;
        req.log.info({ to: p.email, username: p.username, link, validMinutes: RESET_TOKEN_TTL_MS / 60_000 }, 'password reset e-mail (logged, not sent: no mail gateway)');
      }
      return ok(true as const);
    },
    {
      ...limited(LIMITS.passwordRecovery),
      // The switch is checked before the form is, as it always was.
      preHandler: async () => {
        if (!(await isSwitchOn(deps.store.db, DEFAULT_MERCHANT, 'CHNGPASSMAIL3'))) fail(403, 'recovery.disabled', MESSAGES.noPermission);
      },
    },
  );
};
