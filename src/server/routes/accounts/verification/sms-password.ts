import { z } from 'zod';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { checkCaptcha } from '../../../security/secrets';
import { DEFAULT_MERCHANT, isSwitchOn } from '../../../services/merchant';
import { dialingCode, mobileNum, sendSms, sliderFields } from './sms-request';

const body = z.object({
  mobileNum,
  countryDialingCode: dialingCode,
  captcha: z.string().trim().min(1, 'is required').max(6),
  captchaId: z.string().min(1, 'is required').max(64),
  ...sliderFields,
});

/**
 * POST /wps/verification/sms/password: code for setting a password by phone. Needs a correct
 * captcha first (spec: "a captcha check (type sms)"); answered alike for unknown numbers.
 */
export const smsPasswordRoute: RouteModule = (app, { db }) => {
  app.post('/wps/verification/sms/password', limited(LIMITS.sms), (req) => {
    if (!isSwitchOn(db, DEFAULT_MERCHANT, 'CHNGPASSVERIF3')) fail(403, 'recovery.disabled', MESSAGES.noPermission);
    const p = parseInput(body, req.body);
    if (!checkCaptcha(db, req.ip, p.captchaId, p.captcha)) fail(400, 'captcha.invalid', MESSAGES.verificationCode);
    return ok(sendSms(db, req.log, 'password', p.countryDialingCode, p.mobileNum));
  });
};
