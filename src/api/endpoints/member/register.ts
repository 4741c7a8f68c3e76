import { z } from 'zod/mini';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { dialingCode, mobileNum, password, text } from '../../params';
import { encryptedCall } from '../encrypted-call';
import { register, registerMobile } from '../../../contract/member/register';
import type { signedInAnswer } from '../../../contract/member/fields';

/** The session a sign-up opens (the player is signed in, as by login). */
export type SignedIn = z.infer<typeof signedInAnswer>;

/** Spec section 3 registration payload; optional fields may be sent as empty text. */
export interface RegistrationPayload {
  countryDialingCode?: string;
  registerUrl?: string;
  registerMethod?: 'APP' | 'H5' | 'PWA' | 'WEBCLIP';
  username?: string;
  password?: string;
  confirmPassword?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  recommenderId?: string;
  nickname?: string;
  payeeName?: string;
  email?: string;
  mobileNum?: string;
  idNumber?: string;
  qqNum?: string;
  facebook?: string;
  wechat?: string;
  line?: string;
  whatsapp?: string;
  zalo?: string;
  birthday?: string;
  captcha?: string;
  captchaId?: string;
  type?: 0;
  domain?: string;
  verificationCode?: string;
  /** The pass of a solved slider puzzle (when the merchant asks for slider verification). */
  sliderToken?: string;
}

/** The host the player registers on (spec: registerUrl is the current host), when the caller gave none. */
function withRegisterUrl(payload: RegistrationPayload): RegistrationPayload {
  if (payload.registerUrl) return payload;
  const host = (globalThis as { location?: Location }).location?.host ?? '';
  return { ...payload, registerUrl: host };
}

/** Username sign-up (encrypted); answers a logged-in session. */
export function registerByUsername(payload: RegistrationPayload, callOptions?: CallOptions): Promise<SignedIn> {
  return encryptedCall('put', register.path, { ...withRegisterUrl(payload), type: 0 }, register.answer, {}, callOptions);
}

/** Mobile sign-up (encrypted); answers a logged-in session. */
export function registerByMobile(payload: RegistrationPayload, callOptions?: CallOptions): Promise<SignedIn> {
  return encryptedCall('put', registerMobile.path, { ...withRegisterUrl(payload), type: 0 }, registerMobile.answer, {}, callOptions);
}

/** What a registration form may send (spec section 3); empty optional fields may be empty text. */
const registrationParams = z.strictObject({
  countryDialingCode: z.optional(dialingCode),
  registerUrl: z.optional(text(2048)),
  registerMethod: z.optional(z.enum(['APP', 'H5', 'PWA', 'WEBCLIP'])),
  username: z.optional(text(32)),
  password: z.optional(password),
  confirmPassword: z.optional(password),
  affiliateCode: z.optional(text(32)),
  paymentPassword: z.optional(text(32)),
  recommenderId: z.optional(text(32)),
  nickname: z.optional(text(64)),
  payeeName: z.optional(text(64)),
  email: z.optional(text(128)),
  mobileNum: z.optional(mobileNum),
  idNumber: z.optional(text(32)),
  qqNum: z.optional(text(20)),
  facebook: z.optional(text(64)),
  wechat: z.optional(text(64)),
  line: z.optional(text(64)),
  whatsapp: z.optional(text(20)),
  zalo: z.optional(text(20)),
  birthday: z.optional(text(10)),
  captcha: z.optional(text(6)),
  captchaId: z.optional(text(64)),
  domain: z.optional(text(253)),
  verificationCode: z.optional(text(10)),
  /** The pass of a solved slider puzzle (when the merchant asks for slider verification). */
  sliderToken: z.optional(text(64)),
});

export const registerEndpoint = defineEndpoint({
  name: 'member.register',
  description: "Username sign-up (encrypted), checked against the merchant's field rules; answers a signed-in session.",
  call: register,
  params: registrationParams,
  effect: 'signIn',
  run: (p, env) => registerByUsername(p, { signal: env.signal }),
});

export const registerMobileEndpoint = defineEndpoint({
  name: 'member.registerMobile',
  description: "Mobile-number sign-up (encrypted; SMS code when the merchant asks for one); answers a signed-in session.",
  call: registerMobile,
  params: registrationParams,
  effect: 'signIn',
  run: (p, env) => registerByMobile(p, { signal: env.signal }),
});
