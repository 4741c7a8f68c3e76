import type { StoreDb } from '../data/store';
import { fail, MESSAGES } from '../http/reply';
import { beginAttempt, guardedCheck, resetAttempts, type Attempt, type GuardKey, type GuardRule } from './attempt-guard';
import { verifyCaptcha } from './captcha';
import { verifyPassword } from './password';
import { checkSmsCode, type SmsPurpose } from './sms';
import { resetTokenMember } from '../services/password-reset';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The limits of every secret a player types (docs/api-contract.md, "Guarded secrets"). Failures
 * are remembered a day per account, so a captcha stays required after a failure the way the spec
 * shows it; an address allows more because carriers put many players behind one (CGNAT).
 */
export const GUARD_RULES = {
  /** The login password, wherever it is typed: login, password change, payment-password reset, security questions. */
  password: { limit: 5, windowMs: DAY, lockMs: 15 * MINUTE },
  /** The 6-digit payment password (withdrawals, bank cards, changing it). */
  paymentPassword: { limit: 5, windowMs: DAY, lockMs: 15 * MINUTE },
  /** Every secret tried from one address, whatever the account. */
  address: { limit: 100, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** Wrong captcha answers from one address. */
  captcha: { limit: 30, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
} satisfies Record<string, GuardRule>;

/**
 * From this many recent failed logins on one address, every login from it needs a captcha too
 * (spraying one guess over many accounts); one player's typo does not make a whole carrier
 * address solve captchas.
 */
export const ADDRESS_CAPTCHA_AFTER = 10;

const account = (key: string, rule: GuardRule): GuardKey => ({ key, rule, clearOnSuccess: true });
const address = (ip: string, kind = 'secret', rule: GuardRule = GUARD_RULES.address): GuardKey => ({ key: `ip:${kind}:${ip}`, rule, clearOnSuccess: false });

/** The login password's counter: the member's own, or the typed name's when no member has it. */
export function passwordKey(member: { id: number } | undefined, merchantCode: string, typedName: string): string {
  return member ? `password:member:${member.id}` : `password:name:${merchantCode}:${typedName.toLowerCase()}`;
}

/** Forgets the login password's failures of a member (its password was just replaced). */
export async function forgetPasswordFailures(db: StoreDb, memberId: number): Promise<void> {
  await resetAttempts(db, `password:member:${memberId}`);
}

/** Starts a login attempt (password or SMS code) for one identity from one address. */
export function beginLoginAttempt(db: StoreDb, identityKey: string, ip: string): Promise<Attempt> {
  return beginAttempt(db, [account(identityKey, GUARD_RULES.password), address(ip, 'login')], 'password.locked');
}

/**
 * A login attempt must carry a right captcha when a failure (or a guess still being checked) came
 * before it on the account, or several on the address. Without one it is refused with the
 * captcha flag and gives its charge back, as no password was checked.
 */
export async function requireLoginCaptcha(db: StoreDb, attempt: Attempt, ip: string, captchaId?: string, answer?: string): Promise<void> {
  if (attempt.before[0] < 1 && attempt.before[1] < ADDRESS_CAPTCHA_AFTER) return;
  let right = false;
  try {
    right = await checkCaptcha(db, ip, captchaId, answer);
  } finally {
    if (!right) await attempt.abandoned();
  }
  if (!right) fail(400, 'captcha.invalid', MESSAGES.verificationCode, { captchaRequired: true });
}

/**
 * The login password of a signed-in member, typed again to prove it is them (password change,
 * payment-password reset, security questions): shares the login's counter, so a stolen session
 * cannot guess it without limit.
 */
export async function checkMemberPassword(db: StoreDb, memberId: number, ip: string, candidate: string, hash: string, field: string): Promise<boolean> {
  return guardedCheck(db, [account(`password:member:${memberId}`, GUARD_RULES.password), address(ip)], 'password.locked', () => verifyPassword(candidate, hash), field);
}

/**
 * Checks a payment password; throws 400 `paymentPassword.incorrect` (with `data.attemptsLeft`)
 * or 429 `paymentPassword.locked` (with `data.retryAfterSeconds`).
 */
export async function checkPaymentPassword(db: StoreDb, memberId: number, ip: string, candidate: string, storedHash: string, field = 'paymentPassword'): Promise<void> {
  const rule = GUARD_RULES.paymentPassword;
  const attempt = await beginAttempt(db, [account(`pay:${memberId}`, rule), address(ip)], 'paymentPassword.locked', field);
  if (await verifyPassword(candidate, storedHash)) {
    await attempt.succeeded();
    return;
  }
  fail(400, 'paymentPassword.incorrect', 'The payment password is incorrect', { field, attemptsLeft: Math.max(0, rule.limit - attempt.before[0] - 1) });
}

/** A captcha answer, single use, with wrong answers counted per address (429 `captcha.locked`). */
export async function checkCaptcha(db: StoreDb, ip: string, captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const attempt = await beginAttempt(db, [address(ip, 'captcha', GUARD_RULES.captcha)], 'captcha.locked', 'captcha');
  const right = await verifyCaptcha(db, captchaId, answer);
  if (right) await attempt.succeeded();
  return right;
}

/**
 * An SMS code, checked (not yet used up) with the guess charged to the address as well as to the
 * code itself (5 wrong tries burn a code): guessing codes across many numbers locks the address.
 */
export async function checkSmsCodeFrom(db: StoreDb, ip: string, purpose: SmsPurpose, countryDialingCode: string, mobileNum: string, code: string): Promise<boolean> {
  const attempt = await beginAttempt(db, [address(ip)], 'sms.locked', 'verificationCode');
  const right = await checkSmsCode(db, purpose, countryDialingCode, mobileNum, code);
  if (right) await attempt.succeeded();
  return right;
}

/** A reset-link token (too long to guess, but a script trying them still locks its address). */
export async function checkResetTokenFrom(db: StoreDb, ip: string, token: string): Promise<number | null> {
  const attempt = await beginAttempt(db, [address(ip)], 'reset.locked');
  const memberId = await resetTokenMember(db, token);
  if (memberId !== null) await attempt.succeeded();
  return memberId;
}
