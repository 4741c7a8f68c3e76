import { z } from 'zod';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { DEFAULT_MERCHANT, isSwitchOn } from '../../../services/merchant';
import { requireSliderPass } from '../../../services/slider-gate';
import { isMobileRegistered } from '../../../services/members';
import { dialingCode, mobileNum, sendSms, sliderFields } from './sms-request';

/** The registration page names the number mobileNo; both spellings are accepted. */
const body = z
  .object({ mobileNum: mobileNum.optional(), mobileNo: mobileNum.optional(), countryDialingCode: dialingCode, ...sliderFields })
  .refine((b) => b.mobileNum ?? b.mobileNo, { message: 'is required', path: ['mobileNum'] });

/** POST /wps/verification/sms/register: code for registration; refused for a number already registered. */
export const smsRegisterRoute: RouteModule = (app, { db }) => {
  app.post('/wps/verification/sms/register', limited(LIMITS.sms), (req) => {
    // Codes exist only for flows that ask for one (username + SMS, or mobile + OTP registration).
    if (!isSwitchOn(db, DEFAULT_MERCHANT, 'REGMOBVERF3') && !isSwitchOn(db, DEFAULT_MERCHANT, 'MOBILENUMOTPVERFREG3')) {
      fail(403, 'register.smsDisabled', MESSAGES.noPermission);
    }
    const p = parseInput(body, req.body);
    requireSliderPass(db, DEFAULT_MERCHANT, p.sliderToken, 'sms');
    const mobile = (p.mobileNum ?? p.mobileNo)!;
    if (isMobileRegistered(db, DEFAULT_MERCHANT, p.countryDialingCode, mobile)) fail(400, 'mobile.taken', 'This mobile number is already registered');
    return ok(sendSms(db, req.log, 'register', p.countryDialingCode, mobile));
  });
};
