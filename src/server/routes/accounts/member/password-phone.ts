import { passwordByPhone } from '../../../../contract/member/passwords';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { verifyPassword } from '../../../security/password';
import { checkSmsCodeFrom } from '../../../security/secrets';
import { consumeSmsCode } from '../../../security/sms';
import { DEFAULT_MERCHANT, isSwitchOn } from '../../../services/merchant';
import { checkNewPassword, setPassword, signInAfterReset } from '../../../services/passwords';
import { recoverableMemberByMobile } from '../../../services/accounts/password-recovery';

/**
 * Set password by phone (src/contract/member/passwords.ts; encrypted): sets a new password with an
 * SMS code sent by /wps/verification/sms/password and signs the player in (answers a session, as
 * login does). Failures repeat their errorCode in `data.errorCode`.
 */
export const passwordPhoneRoute: RouteModule = (app, deps) => {
  const store = deps.store.db;
  const refuse = (status: number, code: string, message: string): never => fail(status, code, message, { errorCode: code });
  serve(
    app,
    deps,
    passwordByPhone,
    async (p, req) => {
      await checkNewPassword(store, DEFAULT_MERCHANT, p.newPassword);
      // The code is only checked here and consumed once every other check passed, so a refused
      // attempt (e.g. the same password again) leaves it usable for the corrected one.
      if (!(await checkSmsCodeFrom(store, req.ip, 'password', p.countryDialingCode, p.mobileNum, p.verificationCode))) refuse(400, 'sms.invalid', MESSAGES.verificationCode);
      const member = await recoverableMemberByMobile(store, DEFAULT_MERCHANT, p.countryDialingCode, p.mobileNum);
      if (!member) return refuse(404, 'member.notFound', MESSAGES.userMissing);
      if (await verifyPassword(p.newPassword, member.hash)) refuse(400, 'modify.new.old.same', 'The new password must differ from the old one');
      // Two requests with the same code: only the first to use it up sets a password.
      if (!(await consumeSmsCode(store, 'password', p.countryDialingCode, p.mobileNum))) refuse(400, 'sms.invalid', MESSAGES.verificationCode);
      await setPassword(store, member.id, p.newPassword);
      return ok(await signInAfterReset(store, member));
    },
    {
      ...limited(LIMITS.passwordRecovery),
      // The switch is checked before the payload is decrypted, as it always was.
      preHandler: async () => {
        if (!(await isSwitchOn(deps.store.db, DEFAULT_MERCHANT, 'CHNGPASSVERIF3'))) refuse(403, 'recovery.disabled', MESSAGES.noPermission);
      },
    },
  );
};
