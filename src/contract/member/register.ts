import { z } from 'zod/mini';
import { defineCall } from '../call';
import { signedInAnswer } from './fields';

/** An optional text field of the registration form: empty when not sent. */
const text = (max: number) => z._default(z.optional(z.string().check(z.maxLength(max))), '');

/** Spec section 3 registration payload; optional fields arrive as empty text. */
export const registrationPayload = z.object({
  countryDialingCode: z.pipe(text(6), z.transform((c) => c.trim().replace(/^\+/, ''))),
  registerUrl: text(2048),
  registerMethod: z._default(z.optional(z.enum(['APP', 'H5', 'PWA', 'WEBCLIP'])), 'H5'),
  username: text(32),
  password: text(64),
  confirmPassword: text(64),
  affiliateCode: text(32),
  paymentPassword: text(32),
  recommenderId: text(32),
  nickname: text(64),
  payeeName: text(64),
  email: text(128),
  mobileNum: text(20),
  idNumber: text(32),
  qqNum: text(20),
  facebook: text(64),
  wechat: text(64),
  line: text(64),
  whatsapp: text(20),
  zalo: text(20),
  birthday: text(10),
  captcha: text(6),
  captchaId: text(64),
  type: z.optional(z.union([z.literal(0), z.literal('0')])),
  domain: text(253),
  verificationCode: text(10),
  /** The pass of a solved slider puzzle (when the merchant asks for slider verification). */
  sliderToken: text(64),
});

/**
 * Needs USERNAMEREG3 (403 register.disabled); checked against the merchant's field rules, captcha,
 * slider and SMS settings (REGMOBVERF3).
 */
export const register = defineCall({
  method: 'PUT',
  path: '/wps/member/register',
  summary: 'Username sign-up; answers a signed-in session.',
  body: 'encrypted',
  input: registrationPayload,
  answer: signedInAnswer,
});

/**
 * Needs MOBILENUMREG3 (403 register.disabled); an SMS code when MOBILENUMOTPVERFREG3 is on, a
 * password when MOBILENUMPASSREG3 is on; a username is made from the number when none is given.
 */
export const registerMobile = defineCall({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  summary: 'Mobile-number sign-up; answers a signed-in session.',
  body: 'encrypted',
  input: registrationPayload,
  answer: signedInAnswer,
});
