import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDeps } from '../../../src/server/app';
import { encryptPayload } from '../../../src/api/encryption';
import { hashPasswordSync } from '../../../src/server/security/password';
import { issueSmsCode } from '../../../src/server/security/sms';
import { createMember } from '../../../src/server/services/members';
import { issueResetToken, RESET_TOKEN_TTL_MS } from '../../../src/server/services/password-reset';
import { startTestApp, type TestApp } from '../helpers';

let t: TestApp;
const deps = () => appDeps(t.app);
let publicKey = '';
beforeAll(async () => {
  t = await startTestApp();
  publicKey = JSON.parse((await t.app.inject({ url: '/wps/system/publicKey' })).body).value.publicKey;
});
afterAll(async () => t.close());

async function sealedPost(url: string, payload: object) {
  const sealed = await encryptPayload(payload, publicKey);
  const res = await t.app.inject({ method: 'POST', url, headers: { encryption: sealed.encryption }, payload: { data: sealed.data } });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}
const login = (username: string, password: string) => sealedPost('/wps/session/login', { type: 'username', username, password });
const memberId = (username: string) => (t.db.prepare('SELECT id FROM members WHERE username = ?').get(username) as { id: number }).id;

describe('set password by phone', () => {
  it('a same-password refusal leaves the SMS code usable for the corrected attempt', async () => {
    const phone = { mobileNum: '9171234567', countryDialingCode: '63' }; // agent01
    const { code } = await issueSmsCode(deps().store, 'password', phone.countryDialingCode, phone.mobileNum);
    const same = await sealedPost('/wps/member/password/verification', { ...phone, newPassword: 'agent1234', verificationCode: code });
    expect(same).toMatchObject({ status: 400, body: { errorCode: 'modify.new.old.same' } });
    const changed = await sealedPost('/wps/member/password/verification', { ...phone, newPassword: 'agent5678', verificationCode: code });
    expect(changed).toMatchObject({ status: 200, body: { value: { userName: 'agent01' } } });
    const reused = await sealedPost('/wps/member/password/verification', { ...phone, newPassword: 'agent9999', verificationCode: code });
    expect(reused.body.errorCode).toBe('sms.invalid');
  });
});

describe('a reset signs the player in', () => {
  it('after a failed login, a reset by phone answers a session and forgets the failures: no captcha is needed', async () => {
    const phone = { mobileNum: '9175550199', countryDialingCode: '63' };
    await createMember(deps().store.db, { merchantCode: 'DEMO', username: 'resetme', passwordHash: hashPasswordSync('reset1234'), type: 0, ...phone, firstTimeLogin: false });
    expect((await login('resetme', 'not-the-password')).body.data).toEqual({ captchaRequired: true });
    expect((await login('resetme', 'reset1234')).body.errorCode).toBe('captcha.invalid');
    const { code } = await issueSmsCode(deps().store, 'password', phone.countryDialingCode, phone.mobileNum, Date.now() - 61_000);
    const reset = await sealedPost('/wps/member/password/verification', { ...phone, newPassword: 'reset5678', verificationCode: code });
    expect(reset).toMatchObject({ status: 200, body: { value: { userName: 'resetme', type: 0, firstTimeLogin: false } } });
    const info = await t.app.inject({ url: '/wps/member/info', headers: { authorization: `Bearer ${reset.body.value.token}` } });
    expect(JSON.parse(info.body).value.userName).toBe('resetme');
    expect((await login('resetme', 'reset5678')).status).toBe(200);
  });

  it('a trial account opened by the operator is not sent to choose a password it may not change', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/ops/members', headers: { authorization: 'Bearer test-ops-token-0123456789' }, payload: { username: 'optrial1', password: 'trial5678', type: 4 } });
    expect(created.statusCode).toBe(201);
    expect((await login('optrial1', 'trial5678')).body.value).toMatchObject({ type: 4, firstTimeLogin: false });
    await t.app.inject({ method: 'POST', url: '/ops/members', headers: { authorization: 'Bearer test-ops-token-0123456789' }, payload: { username: 'opreal1', password: 'real5678', type: 0 } });
    expect((await login('opreal1', 'real5678')).body.value).toMatchObject({ type: 0, firstTimeLogin: true });
  });
});

describe('forgot password by e-mail', () => {
  it('stores a hashed reset token and keeps the old password working', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/member/password/email', payload: { username: 'demo', email: 'demo@demogaming.com' } });
    expect(JSON.parse(res.body)).toEqual({ success: true, value: true });
    const rows = t.db.prepare('SELECT token_hash AS hash, expires_at - created_at AS ttl, used_at AS usedAt FROM password_reset_tokens WHERE member_id = ?').all(memberId('demo')) as {
      hash: string; ttl: number; usedAt: number | null;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ttl: RESET_TOKEN_TTL_MS, usedAt: null });
    expect((await login('demo', 'demo1234')).status).toBe(200);
  });

  it('the token sets a new password once; unknown, used and expired tokens are reset.invalid', async () => {
    const token = await issueResetToken(deps().store.db, memberId('player01'));
    const stored = t.db.prepare('SELECT token_hash AS hash FROM password_reset_tokens WHERE member_id = ?').get(memberId('player01')) as { hash: string };
    expect(stored.hash).not.toBe(token);
    expect((await sealedPost('/wps/member/password/reset', { token: 'x'.repeat(43), newPassword: 'fresh1234' })).body).toMatchObject({
      errorCode: 'reset.invalid', data: { errorCode: 'reset.invalid' },
    });
    // A refused password does not use the link up.
    expect((await sealedPost('/wps/member/password/reset', { token, newPassword: 'player1234' })).body.errorCode).toBe('modify.new.old.same');
    expect(await sealedPost('/wps/member/password/reset', { token, newPassword: 'fresh1234' })).toMatchObject({ status: 200, body: { value: { userName: 'player01' } } });
    expect((await sealedPost('/wps/member/password/reset', { token, newPassword: 'again1234' })).body.errorCode).toBe('reset.invalid');
    expect((await login('player01', 'fresh1234')).status).toBe(200);

    const old = await issueResetToken(deps().store.db, memberId('player02'), Date.now() - RESET_TOKEN_TTL_MS - 1);
    expect((await sealedPost('/wps/member/password/reset', { token: old, newPassword: 'fresh1234' })).body.errorCode).toBe('reset.invalid');
    expect((await sealedPost('/wps/member/password/reset', { token: 'short', newPassword: 'fresh1234' })).body.errorCode).toBe('validation.failed');
  });
});

describe('SMS login', () => {
  it('a wrong code answers 400 sms.invalid with the catalogue text', async () => {
    const phone = { mobileNum: '9170000001', countryDialingCode: '63' };
    const { code } = await issueSmsCode(deps().store, 'login', phone.countryDialingCode, phone.mobileNum);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await sealedPost('/wps/session/login', { type: 'sms', ...phone, verificationCode: wrong });
    expect(res).toMatchObject({ status: 400, body: { errorCode: 'sms.invalid', message: 'Verification code error' } });
  });

  it('a federated (firebase) login answers 400 login.federatedUnavailable: this platform has no such provider', async () => {
    const res = await sealedPost('/wps/session/login', { type: 'firebase', firebaseChannel: 'sms', firebaseIdToken: 'x', firebaseMobileNo: '9170000001', countryDialingCode: '63' });
    expect(res).toMatchObject({ status: 400, body: { errorCode: 'login.federatedUnavailable', message: expect.stringContaining('not available') } });
  });
});
