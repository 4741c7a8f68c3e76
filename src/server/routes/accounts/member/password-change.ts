import { z } from 'zod';
import { requireRealMember } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { checkMemberPassword } from '../../../security/secrets';
import { checkNewPassword, setPassword } from '../../../services/passwords';
import { loginPasswordHashOf } from '../../../services/accounts/member-passwords';

const body = z.object({
  oldPassword: z.string().min(1, 'is required').max(64),
  newPassword: z.string().min(1, 'is required').max(64),
  confirmNewPassword: z.string().min(1, 'is required').max(64),
});

/** POST /wps/member/password (passWordChangeV2): change with the old password; other sessions end. */
export const passwordChangeRoute: RouteModule = (app, { db }) => {
  app.post('/wps/member/password', async (req) => {
    const session = requireRealMember(db, req);
    const p = parseInput(body, req.body);
    if (p.confirmNewPassword !== p.newPassword) fail(400, 'password.confirm', 'confirmation incorrect', { field: 'confirmNewPassword' });
    if (p.newPassword === p.oldPassword) fail(400, 'modify.new.old.same', 'The new password must differ from the old one', { field: 'newPassword' });
    checkNewPassword(db, session.merchantCode, p.newPassword);
    const hash = loginPasswordHashOf(db, session.memberId);
    if (!(await checkMemberPassword(db, session.memberId, req.ip, p.oldPassword, hash, 'oldPassword'))) fail(400, 'password.old.incorrect', 'The old password is incorrect', { field: 'oldPassword' });
    await setPassword(db, session.memberId, p.newPassword, session.token);
    return ok(true);
  });
};
