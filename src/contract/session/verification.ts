import { z } from 'zod/mini';
import { defineCall } from '../call';
import { required } from '../fields';
import { dialingCode, mobileNum, sliderToken, smsAnswer } from './fields';

const pngDataUrl = z.string().check(z.startsWith('data:image/png;base64,'));
const pixels = z.number().check(z.int(), z.positive());

/** A drag puzzle: a picture with a gap, the piece cut from it, and the row the piece moves along. */
export const sliderPuzzle = z.object({
  sliderId: z.string().check(z.minLength(1)),
  width: pixels,
  height: pixels,
  pieceSize: pixels,
  pieceY: z.number().check(z.int(), z.gte(0)),
  background: pngDataUrl,
  piece: pngDataUrl,
  expiresAt: z.number(),
});

/** Answered with Cache-Control: no-store; single use, 2 minutes. */
export const sliderIssue = defineCall({
  method: 'GET',
  path: '/wps/verification/slider',
  summary: 'A fresh drag puzzle (picture with a gap, the piece, its row).',
  input: z.object({}),
  answer: sliderPuzzle,
});

/**
 * The puzzle is spent by any answer. Right (within a few pixels of the gap): a pass (`sliderToken`,
 * 5 minutes) for the SMS request and the registration that follow; wrong, spent or expired: 400
 * slider.failed.
 */
export const sliderCheck = defineCall({
  method: 'POST',
  path: '/wps/verification/slider',
  summary: 'Checks where the slider piece was dropped; answers a pass token.',
  input: z.object({
    sliderId: z.string().check(z.minLength(1), z.maxLength(64)),
    /** Where the player dropped the piece: its left edge, in the picture's pixels. */
    sliderX: z.number().check(z.gte(0), z.lte(1000)),
  }),
  answer: z.object({ sliderToken: z.string().check(z.minLength(1)), expiresAt: z.number() }),
});

/**
 * Needs MOBILEVERIFYLOGIN3 (403 login.smsDisabled, before the body is read). Answered the same
 * whether or not the number belongs to a member, so it cannot discover accounts; 429
 * sms.tooFrequent within 60 s.
 */
export const smsNoLogin = defineCall({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  summary: 'Sends an SMS code for the SMS login.',
  input: z.object({ mobileNum, countryDialingCode: dialingCode, sliderToken }),
  answer: smsAnswer,
});

/**
 * Needs CHNGPASSVERIF3 (403 recovery.disabled, before the body is read) and a correct captcha (400
 * captcha.invalid); answered alike for unknown numbers.
 */
export const smsPassword = defineCall({
  method: 'POST',
  path: '/wps/verification/sms/password',
  summary: 'Sends an SMS code for setting a password by phone.',
  input: z.object({
    mobileNum,
    countryDialingCode: dialingCode,
    captcha: required(6),
    captchaId: z.string().check(z.minLength(1, 'is required'), z.maxLength(64)),
    sliderToken,
  }),
  answer: smsAnswer,
});

/**
 * Needs REGMOBVERF3 or MOBILENUMOTPVERFREG3 (403 register.smsDisabled, before the body is read);
 * 400 mobile.taken for a number already registered. The registration page names the number
 * mobileNo; both spellings are accepted.
 */
export const smsRegister = defineCall({
  method: 'POST',
  path: '/wps/verification/sms/register',
  summary: 'Sends an SMS code for registration.',
  input: z
    .object({ mobileNum: z.optional(mobileNum), mobileNo: z.optional(mobileNum), countryDialingCode: dialingCode, sliderToken })
    .check(z.refine((b) => b.mobileNum ?? b.mobileNo, { message: 'is required', path: ['mobileNum'] })),
  answer: smsAnswer,
});
