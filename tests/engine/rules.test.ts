import { beforeAll, describe, expect, test } from 'vitest';
import { validateField, validateForm } from '../../src/engine/rules';
import type { FieldSpec } from '../../src/engine/fields';
import { loadPatternEngine } from '../../src/engine/rules/load-pattern-engine';

const check = (spec: Omit<FieldSpec, 'name'>, value: unknown, values: Record<string, unknown> = {}, now?: Date) =>
  validateField({ name: 'f', ...spec }, { ...values, f: value }, now ? { now } : {});

describe('named rules', () => {
  test.each([
    // rule, value, expected key (null = passes)
    ['loginUsername', 'demo', null],
    ['loginUsername', 'agent01', null],
    ['loginUsername', 'abcdefghijklmnop', null],
    ['loginUsername', 'abc', 'rules_username_invalid'],
    ['loginUsername', 'abcdefghijklmnopq', 'rules_username_invalid'],
    ['loginUsername', '1demo', 'rules_username_invalid'],
    ['loginUsername', 'de mo', 'rules_username_invalid'],
    ['loginUsername', '', 'rules_required'],
    ['loginPassword', 'demo1234', null],
    ['loginPassword', '12345', 'rules_password_invalid'],
    ['loginPassword', 'a'.repeat(21), 'rules_password_invalid'],
    ['loginPassword', 'with space', 'rules_password_invalid'],
    ['loginMobileNum', '13800138000', null],
    ['loginMobileNum', '12345', 'rules_mobile_invalid'],
    ['loginMobileNum', '1380013800a', 'rules_mobile_invalid'],
    ['verificationCode', '1234', null],
    ['verificationCode', '123', 'rules_code_invalid'],
    ['verificationCode', '12345678901', 'rules_code_invalid'],
    ['captcha', '', 'rules_captcha_required'],
    ['captcha', '   ', 'rules_captcha_required'],
    ['captcha', 'a1b2c3', null],
    ['captcha', 'a1b2c3d', 'rules_too_long'],
    ['email', 'demo@example.com', null],
    ['email', 'first.last-x@mail.example.cn', null],
    ['email', 'demo@example', 'rules_email_invalid'],
    ['email', 'demo@example.info', 'rules_email_invalid'],
    ['email', '@example.com', 'rules_email_invalid'],
    ['email', '', null],
  ])('%s %j -> %s', (rule, value, key) => {
    expect(check({ rule }, value)?.key ?? null).toBe(key);
  });

  test('the email pattern gives up quickly on a pathological value', () => {
    expect(check({ rule: 'email' }, 'a'.repeat(5000) + '!')?.key).toBe('rules_email_invalid');
    expect(check({ rule: 'email' }, 'a'.repeat(40) + '@' + 'b'.repeat(40) + '!')?.key).toBe('rules_email_invalid');
  });

  test('messages carry their params', () => {
    expect(check({ rule: 'loginMobileNum' }, '12')).toEqual({ key: 'rules_mobile_invalid', params: { min: 6 } });
    expect(check({ rule: 'loginUsername' }, 'a')).toEqual({ key: 'rules_username_invalid', params: { min: 4, max: 16 } });
  });
});

describe('confirmPassword', () => {
  test.each([
    ['', { password: 'abc123' }, 'rules_confirm_required'],
    ['abc123', { password: 'abc123' }, null],
    ['abc124', { password: 'abc123' }, 'rules_confirm_mismatch'],
    ['abc123', {}, 'rules_confirm_mismatch'],
  ])('%j with %j -> %s', (value, values, key) => {
    expect(check({ rule: 'confirmPassword' }, value, values)?.key ?? null).toBe(key);
  });

  test('equals names the other field', () => {
    expect(check({ rule: 'confirmPassword', equals: 'newPassword' }, 'x1', { newPassword: 'x1', password: 'y' })).toBeNull();
  });
});

describe('birthday', () => {
  const now = new Date(2026, 5, 1);
  test.each([
    ['1990-02-28', null],
    ['1900-01-01', null],
    ['2026-12-31', null],
    ['1899-12-31', 'rules_birthday_invalid'],
    ['2027-01-01', 'rules_birthday_invalid'],
    ['1990-02-30', 'rules_birthday_invalid'],
    ['1990/02/01', 'rules_birthday_invalid'],
    ['', null],
  ])('%j -> %s', (value, key) => {
    expect(check({ rule: 'birthday' }, value, {}, now)?.key ?? null).toBe(key);
  });
});

describe('pattern rule (server registration settings)', () => {
  beforeAll(() => loadPatternEngine());
  test.each([
    [{ pattern: '^\\d{5,11}$', patternMessage: 'QQ number error' }, '12345', null],
    [{ pattern: '^\\d{5,11}$', patternMessage: 'QQ number error' }, 'abc', { key: 'rules_pattern_message', params: { message: 'QQ number error' } }],
    [{ pattern: '^\\d+$' }, 'abc', { key: 'rules_pattern_invalid' }],
    [{ pattern: '([' }, 'anything', null],
    // Lookahead is beyond the linear-time engine: the phone lets it pass, the server decides.
    [{ pattern: '^(?=.*\\d)\\w+$' }, 'abc', null],
    [{ pattern: '^\\d+$', minLength: 6 }, '12345', { key: 'rules_pattern_invalid', params: { min: 6 } }],
    [{ pattern: '^\\d+$', maxLength: 6 }, '1234567', { key: 'rules_too_long', params: { max: 6 } }],
    [{ pattern: '^\\d+$' }, '', null],
    [{ pattern: '^\\d+$', required: true }, '', { key: 'rules_required' }],
  ])('%j with %j', (spec, value, expected) => {
    expect(check({ rule: 'pattern', ...spec }, value)).toEqual(expected);
  });
});

describe('required, maxLength and overrides', () => {
  test.each([
    // spec, value, expected key
    [{ required: true }, '', 'rules_required'],
    [{ required: true }, undefined, 'rules_required'],
    [{ required: true }, 0, null],
    [{}, '', null],
    [{ rule: 'loginUsername', required: false }, '', 'rules_required'],
    [{ rule: 'captcha', required: false }, '', 'rules_captcha_required'],
    [{ rule: 'email', required: false }, '', null],
    [{ rule: 'email', required: true }, '', 'rules_email_invalid'],
    [{ rule: 'email', required: false }, 'bad', 'rules_email_invalid'],
    [{ maxLength: 3 }, 'abcd', 'rules_too_long'],
    [{ rule: 'unknownRule' }, 'anything', null],
    [{ rule: 'unknownRule', required: true }, '', 'rules_required'],
  ])('%j with %j -> %s', (spec, value, key) => {
    expect(check(spec, value)?.key ?? null).toBe(key);
  });

  test('the generic required message names the field by its label, as the spec\'s "%s is required"', () => {
    expect(check({ required: true, label: 't:screens_field_username' }, '')).toEqual({ key: 'rules_required_named', params: { field: 't:screens_field_username' } });
    expect(check({ rule: 'loginPassword', label: 'Password' }, '')).toEqual({ key: 'rules_required_named', params: { field: 'Password' } });
    // A rule's own message stays its own.
    expect(check({ rule: 'captcha', label: 't:x' }, '')?.key).toBe('rules_captcha_required');
    // A layout override still wins.
    expect(check({ required: true, label: 't:x', messages: { required: 't:forget_username' } }, '')?.key).toBe('forget_username');
  });

  test('layout messages override a failure kind; a "t:" prefix is dropped', () => {
    expect(check({ rule: 'loginUsername', messages: { required: 't:forget_username' } }, '')).toEqual({ key: 'forget_username' });
    expect(check({ rule: 'loginUsername', messages: { required: 'x' } }, 'a')?.key).toBe('rules_username_invalid');
    expect(check({ maxLength: 2, messages: { tooLong: 'too_long_custom' } }, 'abc')).toEqual({ key: 'too_long_custom', params: { max: 2 } });
  });
});

describe('validateForm', () => {
  test('returns only failing fields, by name', () => {
    const fields: FieldSpec[] = [
      { name: 'username', rule: 'loginUsername' },
      { name: 'password', rule: 'loginPassword' },
      { name: 'captcha', rule: 'captcha' },
    ];
    expect(validateForm(fields, { username: 'demo', password: '123', captcha: '' })).toEqual({
      password: { key: 'rules_password_invalid', params: { min: 6, max: 20 } },
      captcha: { key: 'rules_captcha_required' },
    });
    expect(validateForm(fields, { username: 'demo', password: 'demo1234', captcha: 'abc' })).toEqual({});
  });
});

describe('amount rule (deposit and withdraw)', () => {
  test.each([
    [{}, '', { key: 'rules_amount_required' }],
    [{}, '100', null],
    [{}, '100.5', null],
    [{}, '0.01', null],
    [{}, '0', { key: 'rules_amount_invalid' }],
    [{}, '1.234', { key: 'rules_amount_invalid' }],
    [{}, '-5', { key: 'rules_amount_invalid' }],
    [{}, '1e3', { key: 'rules_amount_invalid' }],
    [{ minValue: 100, maxValue: 50000 }, '99.99', { key: 'rules_amount_min', params: { min: '100.00' } }],
    [{ minValue: 100, maxValue: 50000 }, '50000', null],
    [{ minValue: 100, maxValue: 50000 }, '50000.01', { key: 'rules_amount_max', params: { max: '50000.00' } }],
    // Over the balance, a layout says "insufficient balance" instead.
    [{ maxValue: 80, messages: { tooLarge: 't:common_err_balance_insufficient' } }, '81', { key: 'common_err_balance_insufficient', params: { max: '80.00' } }],
  ])('%j with %j', (spec, value, expected) => {
    expect(check({ rule: 'amount', ...spec }, value)).toEqual(expected);
  });
});
