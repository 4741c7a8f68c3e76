import type { CallOptions } from '../../client';
import { encryptedCall } from '../encrypted-call';
import { loginAnswerSchema, type LoginAnswer } from '../session/login';

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
}

/** PUT /wps/member/register (encrypted): username sign-up; answers a logged-in session. */
export function registerByUsername(payload: RegistrationPayload, callOptions?: CallOptions): Promise<LoginAnswer> {
  return encryptedCall('put', '/wps/member/register', { ...payload, type: 0 }, loginAnswerSchema, {}, callOptions);
}

/** PUT /wps/member/register/mobile (encrypted): mobile sign-up; answers a logged-in session. */
export function registerByMobile(payload: RegistrationPayload, callOptions?: CallOptions): Promise<LoginAnswer> {
  return encryptedCall('put', '/wps/member/register/mobile', { ...payload, type: 0 }, loginAnswerSchema, {}, callOptions);
}
