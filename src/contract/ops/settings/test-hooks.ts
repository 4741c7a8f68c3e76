import { z } from 'zod/mini';
import { defineCall } from '../../call';

/*
 * Browser and contract tests read the codes a real user would receive by SMS or read off the
 * captcha image. The platform serves these only when it runs with OPS_TEST_HOOKS=1.
 */

/** Operator (editor), test hooks only. 404 sms.none when the number has no live code. */
export const opsTestSms = defineCall({
  method: 'GET',
  path: '/ops/test/sms/:mobileNum',
  auth: 'ops',
  summary: 'The live SMS code last sent to a number.',
  input: z.object({ mobileNum: z.string().check(z.regex(/^\d{4,20}$/, 'digits only')) }),
  answer: z.object({ code: z.string() }),
});

/** Operator (editor), test hooks only. 404 captcha.none for a captcha used, expired or never issued. */
export const opsTestCaptcha = defineCall({
  method: 'GET',
  path: '/ops/test/captcha/:captchaId',
  auth: 'ops',
  summary: "A captcha image's answer.",
  input: z.object({ captchaId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  answer: z.object({ answer: z.string() }),
});

/** Operator (editor), test hooks only. 404 slider.none for a puzzle used, expired or never issued. */
export const opsTestSlider = defineCall({
  method: 'GET',
  path: '/ops/test/slider/:sliderId',
  auth: 'ops',
  summary: "Where a slider puzzle's piece fits.",
  input: z.object({ sliderId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  answer: z.object({ x: z.number() }),
});
