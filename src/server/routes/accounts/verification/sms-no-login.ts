import { z } from 'zod';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { DEFAULT_MERCHANT, isSwitchOn } from '../../../services/merchant';
import { requireSliderPass } from '../../../services/slider-gate';
import { parseInput } from '../../../http/validate';
import { dialingCode, mobileNum, sendSms, sliderFields } from './sms-request';

const body = z.object({ mobileNum, countryDialingCode: dialingCode, ...sliderFields });

/**
 * POST /wps/verification/sms/noLogin: code for SMS login. Answered the same whether or not the
 * number belongs to a member, so the call cannot be used to discover accounts.
 */
export const smsNoLoginRoute: RouteModule = (app, { db }) => {
  app.post('/wps/verification/sms/noLogin', limited(LIMITS.sms), (req) => {
    if (!isSwitchOn(db, DEFAULT_MERCHANT, 'MOBILEVERIFYLOGIN3')) fail(403, 'login.smsDisabled', MESSAGES.noPermission);
    const p = parseInput(body, req.body);
    requireSliderPass(db, DEFAULT_MERCHANT, p.sliderToken, 'sms');
    return ok(sendSms(db, req.log, 'login', p.countryDialingCode, p.mobileNum));
  });
};
