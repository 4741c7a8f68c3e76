import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDeps } from '../../../src/server/app';
import { encryptPayload } from '../../../src/api/encryption';
import { peekCaptchaAnswer } from '../../../src/server/security/captcha';
import { hashPasswordSync } from '../../../src/server/security/password';
import { GUARD_RULES } from '../../../src/server/security/secrets';
import { issueSmsCode, SMS_MAX_WRONG_TRIES } from '../../../src/server/security/sms';
import { createMember } from '../../../src/server/services/members';
import { bearer, startTestApp, type TestApp } from '../helpers';

/**
 * The hostile probe's cases: 50 guesses at once at every call that checks a secret. At most the
 * limit may be checked (the others are refused as locked), and the right secret is refused while
 * the lock holds.
 */
const WAVE = 50;
let t: TestApp;
const deps = () => appDeps(t.app);
let publicKey = '';
let n = 0;
let addresses = 0;

beforeAll(async () => {
  t = await startTestApp();
  publicKey = JSON.parse((await t.app.inject({ url: '/wps/system/publicKey' })).body).value.publicKey;
});
afterAll(async () => t.close());

interface Answer { status: number; body: { errorCode?: string; data?: Record<string, unknown>; value?: unknown } }

/** Each case has its own address, so one case's guesses do not lock the next. */
const nextAddress = () => {
  addresses += 1;
  return `10.9.${Math.floor(addresses / 200)}.${(addresses % 200) + 1}`;
};

async function send(method: 'POST' | 'PUT', url: string, payload: object, ip: string, token?: string): Promise<Answer> {
  const res = await t.app.inject({ method, url, payload, remoteAddress: ip, headers: token ? bearer(token) : {} });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

async function sealed(url: string, payload: object, ip: string): Promise<Answer> {
  const s = await encryptPayload(payload, publicKey);
  const res = await t.app.inject({ method: 'POST', url, remoteAddress: ip, headers: { encryption: s.encryption }, payload: { data: s.data } });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/** A fresh real member with a payment password, a bank card and a balance; signed in. */
async function freshMember(ip: string) {
  n += 1;
  const username = `guard${n}`;
  const id = await createMember(deps().store.db, { merchantCode: 'DEMO', username, passwordHash: hashPasswordSync('right-pass1'), type: 0, balanceCents: 100_000, firstTimeLogin: false });
  t.db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ?').run(hashPasswordSync('246810'), id);
  const card = t.db.prepare("INSERT INTO bank_cards (member_id, bank_name, account_name, account_number, created_at) VALUES (?, 'Bank', 'Holder', '12345678', 0)").run(id);
  const login = await sealed('/wps/session/login', { type: 'username', username, password: 'right-pass1' }, ip);
  expect(login.status).toBe(200);
  return { id, username, token: (login.body.value as { token: string }).token, cardId: Number(card.lastInsertRowid) };
}

const count = (answers: Answer[], code: string) => answers.filter((a) => a.body.errorCode === code).length;

async function wave(make: (i: number) => Promise<Answer>): Promise<Answer[]> {
  return Promise.all(Array.from({ length: WAVE }, (_, i) => make(i)));
}

describe.each([
  {
    call: 'POST /wps/member/password',
    guess: (m: { token: string }, ip: string, secret: string) =>
      send('POST', '/wps/member/password', { oldPassword: secret, newPassword: 'brand-new1', confirmNewPassword: 'brand-new1' }, ip, m.token),
    wrongCode: 'password.old.incorrect', lockedCode: 'password.locked', right: 'right-pass1', limit: GUARD_RULES.password.limit,
  },
  {
    call: 'POST /wps/member/paymentPassword/reset',
    guess: (m: { token: string }, ip: string, secret: string) =>
      send('POST', '/wps/member/paymentPassword/reset', { password: secret, paymentPassword: '135791', confirmPaymentPassword: '135791' }, ip, m.token),
    wrongCode: 'password.old.incorrect', lockedCode: 'password.locked', right: 'right-pass1', limit: GUARD_RULES.password.limit,
  },
  {
    call: 'PUT /wps/member/customerSecurityQuestions',
    guess: (m: { token: string }, ip: string, secret: string) =>
      send('PUT', '/wps/member/customerSecurityQuestions', { password: secret, answers: [{ questionId: 1, answer: 'a' }, { questionId: 2, answer: 'b' }] }, ip, m.token),
    wrongCode: 'password.old.incorrect', lockedCode: 'password.locked', right: 'right-pass1', limit: GUARD_RULES.password.limit,
  },
  {
    call: 'POST /wps/transaction/withdraw',
    guess: (m: { token: string; cardId: number }, ip: string, secret: string) =>
      send('POST', '/wps/transaction/withdraw', { amount: 100, bankCardId: m.cardId, paymentPassword: secret }, ip, m.token),
    wrongCode: 'paymentPassword.incorrect', lockedCode: 'paymentPassword.locked', right: '246810', limit: GUARD_RULES.paymentPassword.limit,
  },
  {
    call: 'POST /wps/member/bankCard',
    guess: (m: { token: string }, ip: string, secret: string) =>
      send('POST', '/wps/member/bankCard', { bankName: 'Bank', accountName: 'Holder', accountNumber: '87654321', paymentPassword: secret }, ip, m.token),
    wrongCode: 'paymentPassword.incorrect', lockedCode: 'paymentPassword.locked', right: '246810', limit: GUARD_RULES.paymentPassword.limit,
  },
  {
    call: 'PUT /wps/member/paymentPassword',
    guess: (m: { token: string }, ip: string, secret: string) =>
      send('PUT', '/wps/member/paymentPassword', { oldPaymentPassword: secret, paymentPassword: '112233', confirmPaymentPassword: '112233' }, ip, m.token),
    wrongCode: 'paymentPassword.incorrect', lockedCode: 'paymentPassword.locked', right: '246810', limit: GUARD_RULES.paymentPassword.limit,
  },
])('$call under 50 concurrent wrong guesses', ({ guess, wrongCode, lockedCode, right, limit }) => {
  it(`checks at most the limit of them, refuses the rest as locked with the time left, and refuses the right one while locked`, async () => {
    const ip = nextAddress();
    const member = await freshMember(ip);
    const wrong = right.length === 6 ? '000000' : 'wrong-pass1';
    const answers = await wave(() => guess(member, ip, wrong));
    expect(count(answers, wrongCode)).toBe(limit);
    expect(count(answers, lockedCode)).toBe(WAVE - limit);
    const locked = answers.find((a) => a.body.errorCode === lockedCode)!;
    expect(locked.status).toBe(429);
    expect(locked.body.data?.retryAfterSeconds).toBeGreaterThan(14 * 60);
    const late = await guess(member, ip, right);
    expect(late).toMatchObject({ status: 429, body: { errorCode: lockedCode } });
  });
});

async function captcha(): Promise<{ captchaId: string; captcha: string }> {
  const { captchaId } = JSON.parse((await t.app.inject({ url: '/wps/captcha' })).body).value as { captchaId: string };
  return { captchaId, captcha: (await peekCaptchaAnswer(deps().store.db, captchaId))! };
}

describe('login under concurrency', () => {
  it('50 logins at once without a captcha: one password is checked, the others must bring a captcha', async () => {
    const ip = nextAddress();
    const member = await freshMember(ip);
    const answers = await wave(() => sealed('/wps/session/login', { type: 'username', username: member.username, password: 'wrong-pass1' }, ip));
    expect(count(answers, 'login.failed')).toBe(1);
    expect(count(answers, 'captcha.invalid')).toBe(WAVE - 1);
    expect(answers.every((a) => a.body.data?.captchaRequired === true)).toBe(true);
    // After that failure the right password alone is not enough either.
    const right = await sealed('/wps/session/login', { type: 'username', username: member.username, password: 'right-pass1' }, ip);
    expect(right.body.errorCode).toBe('captcha.invalid');
    expect((await sealed('/wps/session/login', { type: 'username', username: member.username, password: 'right-pass1', ...(await captcha()) }, ip)).status).toBe(200);
  });

  it('50 logins at once, each with a right captcha: at most the limit is checked, then the account is locked', async () => {
    const ip = nextAddress();
    const member = await freshMember(ip);
    const captchas = await Promise.all(Array.from({ length: WAVE }, captcha));
    const answers = await wave((i) => sealed('/wps/session/login', { type: 'username', username: member.username, password: 'wrong-pass1', ...captchas[i] }, ip));
    const checked = count(answers, 'login.failed');
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(GUARD_RULES.password.limit);
    expect(count(answers, 'password.locked') + count(answers, 'captcha.invalid')).toBe(WAVE - checked);
    const right = await sealed('/wps/session/login', { type: 'username', username: member.username, password: 'right-pass1', ...(await captcha()) }, ip);
    expect(right).toMatchObject({ status: 429, body: { errorCode: 'password.locked' } });
  });

  it('a guessed session cannot go around the login lock: password change shares the login password counter', async () => {
    const ip = nextAddress();
    const member = await freshMember(ip);
    const guesses = await wave(() => send('POST', '/wps/member/password', { oldPassword: 'wrong-pass1', newPassword: 'brand-new1', confirmNewPassword: 'brand-new1' }, ip, member.token));
    expect(count(guesses, 'password.locked')).toBe(WAVE - GUARD_RULES.password.limit);
    const login = await sealed('/wps/session/login', { type: 'username', username: member.username, password: 'right-pass1', ...(await captcha()) }, nextAddress());
    expect(login.body.errorCode).toBe('password.locked');
  });
});

describe('codes', () => {
  it('50 wrong SMS codes at once for one number: 5 tries burn the code, the right one then fails', async () => {
    const ip = nextAddress();
    const phone = { countryDialingCode: '63', mobileNum: '9175550101' };
    await createMember(deps().store.db, { merchantCode: 'DEMO', username: 'guardsms', passwordHash: hashPasswordSync('right-pass1'), type: 0, ...phone, firstTimeLogin: false });
    const { code } = await issueSmsCode(deps().store, 'password', phone.countryDialingCode, phone.mobileNum);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await wave(() => sealed('/wps/member/password/verification', { ...phone, newPassword: 'brand-new1', verificationCode: wrong }, ip));
    expect(count(answers, 'sms.invalid')).toBe(WAVE);
    const row = t.db.prepare("SELECT wrong_tries AS tries, expires_at AS expiresAt FROM sms_codes WHERE purpose = 'password' AND mobile_num = ?").get(phone.mobileNum) as { tries: number; expiresAt: number };
    expect(row).toEqual({ tries: SMS_MAX_WRONG_TRIES, expiresAt: 0 });
    expect((await sealed('/wps/member/password/verification', { ...phone, newPassword: 'brand-new1', verificationCode: code }, ip)).body.errorCode).toBe('sms.invalid');
  });

  it('the same right SMS code sent twice at once sets a password once', async () => {
    const ip = nextAddress();
    const phone = { countryDialingCode: '63', mobileNum: '9175550102' };
    await createMember(deps().store.db, { merchantCode: 'DEMO', username: 'guardsms2', passwordHash: hashPasswordSync('right-pass1'), type: 0, ...phone, firstTimeLogin: false });
    const { code } = await issueSmsCode(deps().store, 'password', phone.countryDialingCode, phone.mobileNum);
    const answers = await Promise.all(['first-new1', 'second-new1'].map((pw) => sealed('/wps/member/password/verification', { ...phone, newPassword: pw, verificationCode: code }, ip)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });

  it('wrong captchas from one address lock captcha checks there after the limit', async () => {
    const ip = nextAddress();
    const member = await freshMember(ip);
    const captchas = await Promise.all(Array.from({ length: WAVE }, captcha));
    const answers = await wave((i) => send('POST', '/wps/feedback', { content: 'A question about deposits', type: 1, captchaId: captchas[i].captchaId, captcha: '0' }, ip, member.token));
    expect(count(answers, 'captcha.invalid')).toBe(GUARD_RULES.captcha.limit);
    expect(count(answers, 'captcha.locked')).toBe(WAVE - GUARD_RULES.captcha.limit);
  });

  it('guesses spread over many accounts from one address lock that address', async () => {
    const ip = nextAddress();
    const total = GUARD_RULES.address.limit + 5;
    const captchas = await Promise.all(Array.from({ length: total }, captcha));
    const answers = await Promise.all(captchas.map((c, i) => sealed('/wps/session/login', { type: 'username', username: `nobody${i}`, password: 'wrong-pass1', ...c }, ip)));
    expect(count(answers, 'login.failed')).toBe(GUARD_RULES.address.limit);
    expect(count(answers, 'password.locked')).toBe(5);
  }, 60_000);
});
