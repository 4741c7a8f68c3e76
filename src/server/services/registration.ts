import { randomBytes } from 'node:crypto';
import type { output } from 'zod/v4/core';
import type { registrationPayload } from '../../contract/member/register';
import { createSession } from '../auth/session';
import type { StoreDb } from '../data/store';
import type { ServerDeps } from '../deps';
import { fail, MESSAGES } from '../http/reply';
import { hashPassword } from '../security/password';
import { checkCaptcha, checkSmsCodeFrom } from '../security/secrets';
import { consumeSmsCode } from '../security/sms';
import { createMember, isMobileRegistered, isUsernameTaken, UsernameTakenError } from './members';
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
export async function registerMember(deps: Pick<ServerDeps, 'store'>, p: RegistrationPayload, method: RegistrationMethod, ip: string) {
  const store = deps.store.db;
  const merchantCode = DEFAULT_MERCHANT;
  if ((await getMerchant(store, merchantCode)).maintenance) fail(503, 'system.maintenance', MESSAGES.upgrading);
  const switchCode = method === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3';
  if (!(await isSwitchOn(store, merchantCode, switchCode))) fail(403, 'register.disabled', MESSAGES.noPermission);
  await requireSliderPass(deps, merchantCode, p.sliderToken || undefined, 'register');
  const settings = await registerSettings(store, merchantCode);
  if (settings.captcha.enabled && !(await checkCaptcha(store, ip, p.captchaId, p.captcha))) {
    fail(400, 'captcha.invalid', MESSAGES.verificationCode);
  }

  const needsSms = method === 'username' ? await isSwitchOn(store, merchantCode, 'REGMOBVERF3') : await isSwitchOn(store, merchantCode, 'MOBILENUMOTPVERFREG3');
  const needsPassword = method === 'username' || (await isSwitchOn(store, merchantCode, 'MOBILENUMPASSREG3'));
  const always = [...(method === 'username' ? ['username'] : ['mobileNum']), ...(needsPassword ? ['password'] : []), ...(needsSms ? ['mobileNum', 'verificationCode'] : [])];
  // The mobile method generates a username when none is given, and may go without a password.
  const exempt = method === 'mobile' ? ['username', ...(needsPassword ? [] : ['password'])] : [];
  const bad = checkRegistrationFields(settings, p as unknown as Record<string, string>, always, exempt);
  if (bad) fail(400, 'validation.failed', bad.message, { field: bad.field });
  if (needsPassword && p.confirmPassword !== p.password) fail(400, 'password.confirm', 'confirmation incorrect', { field: 'confirmPassword' });
  if ((needsSms || p.mobileNum) && !p.countryDialingCode) fail(400, 'validation.failed', 'countryDialingCode is required', { field: 'countryDialingCode' });
  if (p.birthday && !birthdayInRange(p.birthday)) fail(400, 'validation.failed', 'Birthday must be between 1900-01-01 and the end of this year', { field: 'birthday' });

  if (needsSms && !((await checkSmsCodeFrom(store, ip, 'register', p.countryDialingCode, p.mobileNum, p.verificationCode)) && (await consumeSmsCode(store, 'register', p.countryDialingCode, p.mobileNum)))) {
    fail(400, 'sms.invalid', MESSAGES.verificationCode, { field: 'verificationCode' });
  }
  let parentId: number | null = null;
  if (p.affiliateCode) {
    const owner = await store.selectFrom('affiliate_codes').where('code', '=', p.affiliateCode).select('member_id as id').executeTakeFirst();
    if (!owner) fail(400, 'affiliate.invalid', 'invitation code error', { field: 'affiliateCode' });
    parentId = owner.id;
  }
  if (p.mobileNum && (await isMobileRegistered(store, merchantCode, p.countryDialingCode, p.mobileNum))) {
    fail(400, 'mobile.taken', 'This mobile number is already registered', { field: 'mobileNum' });
  }
  const username = method === 'username' ? p.username : p.username || (await freeMobileUsername(store, merchantCode, p.mobileNum));
  if (await isUsernameTaken(store, merchantCode, username)) usernameTaken();

  // Without a password (mobile method, MOBILENUMPASSREG3 off) the member signs in by SMS code.
  const passwordHash = await hashPassword(needsPassword ? p.password : randomBytes(24).toString('base64url'));
  const profile = Object.fromEntries(
    (['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'birthday', 'recommenderId', 'registerMethod', 'registerUrl'] as const)
      .filter((k) => p[k])
      .map((k) => [k, String(p[k])]),
  );
  const paymentPasswordHash = p.paymentPassword ? await hashPassword(p.paymentPassword) : null;
  const id = await createMember(store, {
    merchantCode, username, passwordHash, type: 0, nickname: p.nickname, email: p.email, parentId,
    mobileNum: p.mobileNum, countryDialingCode: p.mobileNum ? p.countryDialingCode : '', profile,
    payeeName: p.payeeName, paymentPasswordHash,
    // The member chose this password; only operator-issued passwords ask for a change on first login.
    firstTimeLogin: false,
  }).catch((error: unknown) => (error instanceof UsernameTakenError ? usernameTaken() : Promise.reject(error)));
  const { token } = await createSession(store, id);
  return { token, userName: username, type: 0, firstTimeLogin: false };
}

/** Refused for a name in use, also when another sign-up took it while this one was being checked. */
function usernameTaken(): never {
  return fail(400, 'username.taken', MESSAGES.usernameTaken, { field: 'username' });
}

function birthdayInRange(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getUTCFullYear() >= 1900 && date.getUTCFullYear() <= new Date().getUTCFullYear();
}

/** Mobile sign-ups without a chosen username get "m" + the number (suffixed if taken). */
async function freeMobileUsername(db: StoreDb, merchantCode: string, mobile: string): Promise<string> {
  let candidate = `m${mobile}`;
  for (let i = 2; await isUsernameTaken(db, merchantCode, candidate); i += 1) candidate = `m${mobile}${i}`;
  return candidate;
}
