import type { FieldSpec } from '../fields';
import { isKnownRule, namedRules } from './named';
import type { FieldError, RuleFailure } from './types';

export { BOUNDS, EMAIL_PATTERN, RULE_NAMES, isKnownRule, namedRules } from './named';
export type { FieldError, FieldRule, FailureKind } from './types';

export interface ValidateOptions {
  /** Today, for date bounds (birthday); defaults to the current time. */
  now?: Date;
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value);
}

function withOverride(spec: FieldSpec, failure: RuleFailure): FieldError {
  const override = spec.messages?.[failure.kind];
  if (override) return { key: override.startsWith('t:') ? override.slice(2) : override, ...(failure.params ? { params: failure.params } : {}) };
  return failure.params ? { key: failure.key, params: failure.params } : { key: failure.key };
}

/**
 * Checks one field. Empty (blank after trimming) values fail with the rule's "required" message
 * when the field is required (`required: true`) or its rule always needs a value (login rules,
 * captcha, confirmPassword) — widget schemas default `required` to false, so false cannot mean
 * "optional despite the rule" — and pass otherwise. Non-empty values are
 * checked against maxLength, then the named rule. An unknown rule name checks nothing beyond
 * required/maxLength (the layout validator reports it to the author).
 */
export function validateField(spec: FieldSpec, values: Record<string, unknown>, options: ValidateOptions = {}): FieldError | null {
  const value = asText(values[spec.name]);
  const rule = spec.rule && isKnownRule(spec.rule) ? namedRules[spec.rule] : undefined;
  if (value.trim() === '') {
    const required = spec.required === true || rule?.requiredByDefault === true;
    if (!required) return null;
    const key = rule?.requiredKey ?? 'rules_required';
    // The generic message names the field, as the spec's "%s is required" does.
    const named = key === 'rules_required' && spec.label;
    return withOverride(spec, named ? { kind: 'required', key: 'rules_required_named', params: { field: spec.label } } : { kind: 'required', key });
  }
  if (spec.maxLength !== undefined && value.length > spec.maxLength) {
    return withOverride(spec, { kind: 'tooLong', key: 'rules_too_long', params: { max: spec.maxLength } });
  }
  const failure = rule?.check(value, { spec, values, now: options.now ?? new Date() }) ?? null;
  return failure ? withOverride(spec, failure) : null;
}

/** Checks every field; the answer holds only the failing ones, by field name. */
export function validateForm(fields: FieldSpec[], values: Record<string, unknown>, options: ValidateOptions = {}): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const spec of fields) {
    const error = validateField(spec, values, options);
    if (error) errors[spec.name] = error;
  }
  return errors;
}
