import { passwordChange } from '../../../../contract/member/passwords';
import { requireRealMember } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { checkMemberPassword } from '../../../security/secrets';
import { checkNewPassword, setPassword } from '../../../services/passwords';
import { loginPasswordHashOf } from '../../../services/accounts/member-passwords';

/** Change with the old password (passWordChangeV2; src/contract/member/passwords.ts); other sessions end. */
export const passwordChangeRoute: RouteModule = (app, deps) => {
  const { db } = deps.store;
  serve(app, deps, passwordChange, async (p, req) => {
    const session = requireRealMember(req);
    if (p.confirmNewPassword !== p.newPassword) fail(400, 'password.confirm', 'confirmation incorrect', { field: 'confirmNewPassword' });
    if (p.newPassword === p.oldPassword) fail(400, 'modify.new.old.same', 'The new password must differ from the old one', { field: 'newPassword' });
    await checkNewPassword(db, session.merchantCode, p.newPassword);
    const hash = await loginPasswordHashOf(db, session.memberId);
    if (!(await checkMemberPassword(db, session.memberId, req.ip, p.oldPassword, hash, 'oldPassword'))) fail(400, 'password.old.incorrect', 'The old password is incorrect', { field: 'oldPassword' });
    await setPassword(db, session.memberId, p.newPassword, session.token);
    return ok(true);
  });
};
