import { operatorPattern, withinLength } from './operator-pattern';
import type { FieldRule, RuleFailure } from './types';

const invalid = (key: string, params?: Record<string, unknown>): RuleFailure => ({ kind: 'invalid', key, ...(params ? { params } : {}) });

function patternRule(pattern: RegExp, key: string, params?: Record<string, unknown>, requiredByDefault = true): FieldRule {
  return {
    requiredByDefault,
    requiredKey: 'rules_required',
    check: (value) => (pattern.test(value) ? null : invalid(key, params)),
  };
}

/** Login bounds (the spec leaves them open): chosen to match what the platform accepts at sign-up. */
export const BOUNDS = {
  username: { min: 4, max: 16 },
  password: { min: 6, max: 20 },
  mobile: { min: 6, max: 20 },
  code: { min: 4, max: 10 },
  captcha: { max: 6 },
  birthdayMinYear: 1900,
} as const;

/**
 * "Word characters, optional dotted parts, @, domain with a 2 to 3 letter suffix" (spec). Written
 * so that every repetition starts with a mandatory separator: no catastrophic backtracking.
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.[A-Za-z]{2,3}$/;
const EMAIL_MAX_LENGTH = 254;

/** A positive amount with at most 2 decimals, as the platform's money parameters take it. */
const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** Amounts in messages read as money: 2 decimals. */
const asMoney = (value: number) => value.toFixed(2);

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const namedRules: Record<string, FieldRule> = {
  /** 4–16 letters or digits, starting with a letter. */
  loginUsername: patternRule(/^[A-Za-z][A-Za-z0-9]{3,15}$/, 'rules_username_invalid', BOUNDS.username),
  /** 6–20 characters, no spaces. */
  loginPassword: patternRule(/^\S{6,20}$/, 'rules_password_invalid', BOUNDS.password),
  /** Digits only, 6–20. */
  loginMobileNum: patternRule(/^\d{6,20}$/, 'rules_mobile_invalid', { min: BOUNDS.mobile.min }),
  /** Digits only, 4–10. */
  verificationCode: patternRule(/^\d{4,10}$/, 'rules_code_invalid', BOUNDS.code),
  captcha: {
    requiredByDefault: true,
    requiredKey: 'rules_captcha_required',
    // At most 6 characters unless the field allows more (feedback's captcha takes 1-16 digits).
    check: (value, { spec }) => {
      const max = spec.maxLength ?? BOUNDS.captcha.max;
      return value.length > max ? { kind: 'tooLong', key: 'rules_too_long', params: { max } } : null;
    },
  },
  /** A slider puzzle's pass: any the server gave is good (it checks it); none means the puzzle is unsolved. */
  slider: { requiredByDefault: true, requiredKey: 'rules_slider_required', check: () => null },
  /** Not required by itself: say `required: true` where an address is mandatory (forgot password). */
  email: {
    requiredByDefault: false,
    requiredKey: 'rules_email_invalid',
    check: (value) => (value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value) ? null : invalid('rules_email_invalid')),
  },
  confirmPassword: {
    requiredByDefault: true,
    requiredKey: 'rules_confirm_required',
    check: (value, { spec, values }) => {
      const other = values[spec.equals ?? 'password'];
      return value === String(other ?? '') ? null : { kind: 'mismatch', key: 'rules_confirm_mismatch' };
    },
  },
  /** YYYY-MM-DD, a real date from 1900 to the end of the current year. */
  birthday: {
    requiredByDefault: false,
    requiredKey: 'rules_required',
    check: (value, { now }) => {
      const match = DATE_PATTERN.exec(value);
      const maxYear = now.getFullYear();
      const params = { min: BOUNDS.birthdayMinYear, max: maxYear };
      if (!match) return invalid('rules_birthday_invalid', params);
      const [year, month, day] = match.slice(1).map(Number);
      if (!isRealDate(year, month, day) || year < BOUNDS.birthdayMinYear || year > maxYear) return invalid('rules_birthday_invalid', params);
      return null;
    },
  },
  /**
   * Money typed by the player: positive, at most 2 decimals, within minValue..maxValue (say which
   * bound was missed: "at least 100.00", "at most 50,000.00"; a layout may override tooLarge with
   * "insufficient balance" when the bound is the balance).
   */
  amount: {
    requiredByDefault: true,
    requiredKey: 'rules_amount_required',
    check: (value, { spec }) => {
      const amount = Number(value);
      if (!AMOUNT_PATTERN.test(value) || amount <= 0) return invalid('rules_amount_invalid');
      if (spec.minValue !== undefined && amount < spec.minValue) return { kind: 'tooSmall', key: 'rules_amount_min', params: { min: asMoney(spec.minValue) } };
      if (spec.maxValue !== undefined && amount > spec.maxValue) return { kind: 'tooLarge', key: 'rules_amount_max', params: { max: asMoney(spec.maxValue) } };
      return null;
    },
  },
  /**
   * Driven by the server's registration settings: FieldSpec.pattern is the regular expression,
   * minLength/maxLength its bounds and FieldSpec.patternMessage the server's own text. The
   * expression runs on the linear-time engine (./operator-pattern); one the engine cannot run, or
   * a check made before the engine has loaded, lets the value pass: the server checks it again.
   */
  pattern: {
    requiredByDefault: false,
    requiredKey: 'rules_required',
    check: (value, { spec }) => {
      if (!spec.pattern) return null;
      const test = operatorPattern(spec.pattern);
      if (!test) return null;
      if (withinLength(value, spec.minLength, spec.maxLength) && test(value)) return null;
      // The minimum goes along for messages that name it ("mobile number error, at least {{min}} digits").
      const min = spec.minLength !== undefined ? { min: spec.minLength } : undefined;
      return spec.patternMessage ? invalid('rules_pattern_message', { message: spec.patternMessage, ...min }) : invalid('rules_pattern_invalid', min);
    },
  },
};

export const RULE_NAMES = Object.keys(namedRules);

export function isKnownRule(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(namedRules, name);
}
