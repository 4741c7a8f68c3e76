import { smsRegister } from '../../../../contract/session/verification';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { DEFAULT_MERCHANT, isSwitchOn } from '../../../services/merchant';
import { requireSliderPass } from '../../../services/slider-gate';
import { isMobileRegistered } from '../../../services/members';
import { sendSms } from './sms-request';

/** Code for registration (src/contract/session/verification.ts); refused for a number already registered. */
export const smsRegisterRoute: RouteModule = (app, deps) => {
  serve(
    app,
    deps,
    smsRegister,
    async (p, req) => {
      await requireSliderPass(deps, DEFAULT_MERCHANT, p.sliderToken, 'sms');
      const mobile = (p.mobileNum ?? p.mobileNo)!;
      if (await isMobileRegistered(deps.store.db, DEFAULT_MERCHANT, p.countryDialingCode, mobile)) fail(400, 'mobile.taken', 'This mobile number is already registered');
      return ok(await sendSms(deps.store, req.log, 'register', p.countryDialingCode, mobile));
    },
    {
      ...limited(LIMITS.sms),
      // Codes exist only for flows that ask for one (username + SMS, or mobile + OTP registration);
      // the switches are checked before the body is, as they always were.
      preHandler: async () => {
        if (!(await isSwitchOn(deps.store.db, DEFAULT_MERCHANT, 'REGMOBVERF3')) && !(await isSwitchOn(deps.store.db, DEFAULT_MERCHANT, 'MOBILENUMOTPVERFREG3'))) {
          fail(403, 'register.smsDisabled', MESSAGES.noPermission);
        }
      },
    },
  );
};
