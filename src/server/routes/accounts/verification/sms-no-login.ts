import { smsNoLogin } from '../../../../contract/session/verification';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { DEFAULT_MERCHANT, isSwitchOn } from '../../../services/merchant';
import { requireSliderPass } from '../../../services/slider-gate';
import { sendSms } from './sms-request';

/**
 * Code for SMS login (src/contract/session/verification.ts). Answered the same whether or not the
 * number belongs to a member, so the call cannot be used to discover accounts.
 */
export const smsNoLoginRoute: RouteModule = (app, deps) => {
  serve(
    app,
    deps,
    smsNoLogin,
    async (p, req) => {
      await requireSliderPass(deps, DEFAULT_MERCHANT, p.sliderToken, 'sms');
      return ok(await sendSms(deps.store, req.log, 'login', p.countryDialingCode, p.mobileNum));
    },
    {
      ...limited(LIMITS.sms),
      // The switch is checked before the body is, as it always was.
      preHandler: async () => {
        if (!(await isSwitchOn(deps.store.db, DEFAULT_MERCHANT, 'MOBILEVERIFYLOGIN3'))) fail(403, 'login.smsDisabled', MESSAGES.noPermission);
      },
    },
  );
};
