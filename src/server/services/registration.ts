import { randomBytes } from 'node:crypto';
import type { output } from 'zod/v4/core';
import type { registrationPayload } from '../../contract/member/register';
import { createSession } from '../auth/session';
import type { Db } from '../db/open';
import { fail, MESSAGES } from '../http/reply';
import { hashPassword } from '../security/password';
import { checkCaptcha, checkSmsCodeFrom } from '../security/secrets';
import { consumeSmsCode } from '../security/sms';
import { createMember, isMobileRegistered, isUsernameTaken } from './members';
import { DEFAULT_MERCHANT, getMerchant, isSwitchOn } from './merchant';
import { checkRegistrationFields, registerSettings } from './register-settings';
import { requireSliderPass } from './slider-gate';

/** Spec section 3 registration payload as the sign-up calls parse it (src/contract/member/register.ts). */
export type RegistrationPayload = output<typeof registrationPayload>;

export type RegistrationMethod = 'username' | 'mobile';

/**
 * Creates a real member (type 0) after every merchant rule passed, and logs them in.
 * Order of checks: method switch, slider, captcha, field rules, confirmation, SMS code, affiliate, uniqueness.
 */
export async function registerMember(db: Db, p: RegistrationPayload, method: RegistrationMethod, ip: string) {
  const merchantCode = DEFAULT_MERCHANT;
  if (getMerchant(db, merchantCode).maintenance) fail(503, 'system.maintenance', MESSAGES.upgrading);
  const switchCode = method === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3';
  if (!isSwitchOn(db, merchantCode, switchCode)) fail(403, 'register.disabled', MESSAGES.noPermission);
  requireSliderPass(db, merchantCode, p.sliderToken || undefined, 'register');
  const settings = registerSettings(db, merchantCode);
  if (settings.captcha.enabled && !checkCaptcha(db, ip, p.captchaId, p.captcha)) {
    fail(400, 'captcha.invalid', MESSAGES.verificationCode);
  }

  const needsSms = method === 'username' ? isSwitchOn(db, merchantCode, 'REGMOBVERF3') : isSwitchOn(db, merchantCode, 'MOBILENUMOTPVERFREG3');
  const needsPassword = method === 'username' || isSwitchOn(db, merchantCode, 'MOBILENUMPASSREG3');
  const always = [...(method === 'username' ? ['username'] : ['mobileNum']), ...(needsPassword ? ['password'] : []), ...(needsSms ? ['mobileNum', 'verificationCode'] : [])];
  // The mobile method generates a username when none is given, and may go without a password.
  const exempt = method === 'mobile' ? ['username', ...(needsPassword ? [] : ['password'])] : [];
  const bad = checkRegistrationFields(settings, p as unknown as Record<string, string>, always, exempt);
  if (bad) fail(400, 'validation.failed', bad.message, { field: bad.field });
  if (needsPassword && p.confirmPassword !== p.password) fail(400, 'password.confirm', 'confirmation incorrect', { field: 'confirmPassword' });
  if ((needsSms || p.mobileNum) && !p.countryDialingCode) fail(400, 'validation.failed', 'countryDialingCode is required', { field: 'countryDialingCode' });
  if (p.birthday && !birthdayInRange(p.birthday)) fail(400, 'validation.failed', 'Birthday must be between 1900-01-01 and the end of this year', { field: 'birthday' });

  if (needsSms && !(checkSmsCodeFrom(db, ip, 'register', p.countryDialingCode, p.mobileNum, p.verificationCode) && consumeSmsCode(db, 'register', p.countryDialingCode, p.mobileNum))) {
    fail(400, 'sms.invalid', MESSAGES.verificationCode, { field: 'verificationCode' });
  }
  let parentId: number | null = null;
  if (p.affiliateCode) {
    const owner = db.prepare('SELECT member_id AS id FROM affiliate_codes WHERE code = ?').get(p.affiliateCode) as { id: number } | undefined;
    if (!owner) fail(400, 'affiliate.invalid', 'invitation code error', { field: 'affiliateCode' });
    parentId = owner.id;
  }
  if (p.mobileNum && isMobileRegistered(db, merchantCode, p.countryDialingCode, p.mobileNum)) {
    fail(400, 'mobile.taken', 'This mobile number is already registered', { field: 'mobileNum' });
  }
  const username = method === 'username' ? p.username : p.username || freeMobileUsername(db, merchantCode, p.mobileNum);
  if (isUsernameTaken(db, merchantCode, username)) {
    fail(400, 'username.taken', MESSAGES.usernameTaken, { field: 'username' });
  }

  // Without a password (mobile method, MOBILENUMPASSREG3 off) the member signs in by SMS code.
  const passwordHash = await hashPassword(needsPassword ? p.password : randomBytes(24).toString('base64url'));
  const profile = Object.fromEntries(
    (['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'birthday', 'recommenderId', 'registerMethod', 'registerUrl'] as const)
      .filter((k) => p[k])
      .map((k) => [k, String(p[k])]),
  );
  const id = createMember(db, {
    merchantCode, username, passwordHash, type: 0, nickname: p.nickname, email: p.email, parentId,
    mobileNum: p.mobileNum, countryDialingCode: p.mobileNum ? p.countryDialingCode : '', profile,
    // The member chose this password; only operator-issued passwords ask for a change on first login.
    firstTimeLogin: false,
  });
  if (p.payeeName) db.prepare('UPDATE members SET payee_name = ? WHERE id = ?').run(p.payeeName, id);
  if (p.paymentPassword) db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ?').run(await hashPassword(p.paymentPassword), id);
  const { token } = createSession(db, id);
  return { token, userName: username, type: 0, firstTimeLogin: false };
}

function birthdayInRange(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getUTCFullYear() >= 1900 && date.getUTCFullYear() <= new Date().getUTCFullYear();
}

/** Mobile sign-ups without a chosen username get "m" + the number (suffixed if taken). */
function freeMobileUsername(db: Db, merchantCode: string, mobile: string): string {
  let candidate = `m${mobile}`;
  for (let i = 2; isUsernameTaken(db, merchantCode, candidate); i += 1) candidate = `m${mobile}${i}`;
  return candidate;
}
