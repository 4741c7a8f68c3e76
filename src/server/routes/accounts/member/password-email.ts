import { z } from 'zod';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { DEFAULT_MERCHANT, isSwitchOn } from '../../../services/merchant';
import { issueResetToken, RESET_TOKEN_TTL_MS } from '../../../services/password-reset';
import { recoverableMemberByEmail } from '../../../services/accounts/password-recovery';

const body = z.object({
  username: z.string().trim().min(1, 'is required').max(32),
  email: z.string().trim().regex(/^\w+([.-]\w+)*@\w+([.-]\w+)*\.[A-Za-z]{2,3}$/, 'is not a valid e-mail address'),
});

/**
 * POST /wps/member/password/email (form-urlencoded username, email): when both match a member, a
 * single-use reset link (/m/forget?token=…, valid 30 minutes) is "mailed" — logged, as the
 * reference platform has no mail gateway. Nothing changes until the link is used (POST
 * /wps/member/password/reset), so the old password keeps working. The answer is the same either
 * way so the form cannot probe accounts.
 */
export const passwordEmailRoute: RouteModule = (app, { db }) => {
  app.post('/wps/member/password/email', limited(LIMITS.passwordRecovery), (req) => {
    if (!isSwitchOn(db, DEFAULT_MERCHANT, 'CHNGPASSMAIL3')) fail(403, 'recovery.disabled', MESSAGES.noPermission);
    const p = parseInput(body, req.body);
    const member = recoverableMemberByEmail(db, DEFAULT_MERCHANT, p.username, p.email);
    if (member) {
      const link = `/m/forget?token=${issueResetToken(db, member.id)}`;
      req.log.info({ to: p.email, username: p.username, link, validMinutes: RESET_TOKEN_TTL_MS / 60_000 }, 'password reset e-mail (logged, not sent: no mail gateway)');
    }
    return ok(true);
  });
};
