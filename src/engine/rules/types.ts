import type { FieldSpec } from '../fields';

/** A validation failure: an i18n key (area "rules", no "t:" prefix) and its interpolation params. */
export interface FieldError {
  key: string;
  params?: Record<string, unknown>;
}

/** Which message a failure is: layouts may override each kind through FieldSpec.messages. */
export type FailureKind = 'required' | 'invalid' | 'mismatch' | 'tooLong' | 'tooSmall' | 'tooLarge';

export interface RuleFailure extends FieldError {
  kind: FailureKind;
}

export interface RuleContext {
  spec: FieldSpec;
  values: Record<string, unknown>;
  now: Date;
}

export interface FieldRule {
  /**
   * Login-style rules (loginUsername, loginPassword, loginMobileNum, verificationCode, captcha,
   * confirmPassword) always need a value; the others need one only when the field is required.
   */
  requiredByDefault: boolean;
  /** Message for an empty required value. */
  requiredKey: string;
  /** Checks a non-empty value; null when it passes. */
  check(value: string, context: RuleContext): RuleFailure | null;
}
