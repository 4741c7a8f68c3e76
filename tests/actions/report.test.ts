import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../src/i18n';
import { ApiError } from '../../src/api/errors';
import { apiErrorText } from '../../src/actions/report';

beforeAll(async () => {
  await initI18n('EN');
});

describe('apiErrorText', () => {
  it('translates known server error codes', () => {
    const e = new ApiError('http', 'Verification code error', { status: 400, code: 'captcha.invalid' });
    expect(apiErrorText(e)).toBe('t:common_err_captcha_invalid');
    expect(apiErrorText(new ApiError('http', 'x', { status: 401, code: 'session.required' }))).toBe('t:common_err_session_required');
    expect(apiErrorText(new ApiError('http', 'x', { status: 429, code: 'http.429' }))).toBe('t:common_err_http_429');
  });

  it.each(['validation.failed', 'login.smsDisabled', 'sms.invalid', 'session.expired', 'login.federatedUnavailable', 'request.invalid'])(
    'has a text of ours for %s',
    (code) => {
      expect(apiErrorText(new ApiError('http', 'server text', { status: 400, code }))).toBe(`t:common_err_${code.replace('.', '_')}`);
    },
  );

  it('shows the server message for codes without a text of ours', () => {
    const e = new ApiError('http', 'username is required', { status: 400, code: 'member.oddRule' });
    expect(apiErrorText(e)).toBe('username is required');
    expect(apiErrorText(new ApiError('http', '', { status: 500, code: 'weird' }))).toBe('t:common_err_unknown');
  });

  it('a database that is away (503 database.unavailable) says try again, not maintenance', () => {
    expect(apiErrorText(new ApiError('http', 'busy', { status: 503, code: 'database.unavailable' }))).toBe('t:common_err_database_unavailable');
  });

  it('never shows a bare status line: 503 is maintenance, 502 and 504 an unreachable service, others unknown', () => {
    expect(apiErrorText(new ApiError('http', 'HTTP 503', { status: 503, code: 'http.503' }))).toBe('t:common_err_system_maintenance');
    for (const status of [502, 504]) {
      expect(apiErrorText(new ApiError('http', `HTTP ${status}`, { status, code: `http.${status}` }))).toBe('t:common_err_unreachable');
    }
    expect(apiErrorText(new ApiError('http', 'HTTP 500', { status: 500, code: 'http.500' }))).toBe('t:common_err_unknown');
    expect(apiErrorText(new ApiError('http', 'HTTP 418', { status: 418, code: 'http.418' }))).toBe('t:common_err_unknown');
  });

  it('a lock says how many minutes are left, in the current language', () => {
    const locked = new ApiError('http', 'Too many', { status: 429, code: 'password.locked', data: { retryAfterSeconds: 14 * 60 + 5 } });
    expect(apiErrorText(locked)).toBe('Too many wrong passwords. Please try again in 15 min');
    const pay = new ApiError('http', 'Too many', { status: 429, code: 'paymentPassword.locked', data: { retryAfterSeconds: 20 } });
    expect(apiErrorText(pay)).toBe('Too many wrong payment passwords. Please try again in 1 min');
  });

  it('fills other placeholders from the failure data', () => {
    const tooHigh = new ApiError('http', 'x', { status: 400, code: 'rebate.exceeds', data: { field: 'rates.RNG', max: 1.5 } });
    expect(apiErrorText(tooHigh)).toBe('The rate cannot be higher than your own (1.5%)');
  });

  it('translates local failures', () => {
    expect(apiErrorText(new ApiError('timeout', 'The request timed out'))).toBe('t:common_err_timeout');
    expect(apiErrorText(new ApiError('network', 'offline'))).toBe('t:common_err_network');
    expect(apiErrorText(new ApiError('malformed', 'bad'))).toBe('t:common_err_malformed');
  });
});
