import { smsPassword } from '../../../../contract/session/verification';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { checkCaptcha } from '../../../security/secrets';
import { DEFAULT_MERCHANT, isSwitchOn } from '../../../services/merchant';
import { sendSms } from './sms-request';

/**
 * Code for setting a password by phone (src/contract/session/verification.ts). Needs a correct
 * captcha first (spec: "a captcha check (type sms)"); answered alike for unknown numbers.
 */
export const smsPasswordRoute: RouteModule = (app, deps) => {
  serve(
    app,
    deps,
    smsPassword,
    async (p, req) => {
      if (!(await checkCaptcha(deps.store.db, req.ip, p.captchaId, p.captcha))) fail(400, 'captcha.invalid', MESSAGES.verificationCode);
      return ok(await sendSms(deps.store, req.log, 'password', p.countryDialingCode, p.mobileNum));
    },
    {
      ...limited(LIMITS.sms),
      // The switch is checked before the body is, as it always was.
      preHandler: async () => {
        if (!(await isSwitchOn(deps.store.db, DEFAULT_MERCHANT, 'CHNGPASSVERIF3'))) fail(403, 'recovery.disabled', MESSAGES.noPermission);
      },
    },
  );
};
