import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp, sessionToken } from '../helpers';

let t: TestApp;
let demo: Record<string, string>;
let agent: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  const id = (u: string) => (t.db.prepare('SELECT id FROM members WHERE username = ?').get(u) as { id: number }).id;
  demo = bearer(sessionToken(t.db, id('demo')));
  agent = bearer(sessionToken(t.db, id('agent01')));
});
afterAll(async () => t.close());

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
  const res = await t.app.inject({ method, url, headers, payload });
  return { status: res.statusCode, body: JSON.parse(res.body) };
};

describe('profile', () => {
  it('head icon: choices, valid pick, unknown refused', async () => {
    expect((await call('GET', '/wps/member/info/icon?module=PROFPIC3', demo)).body.value.options).toHaveLength(12);
    const set = await t.app.inject({ method: 'POST', url: '/wps/member/info/icon', headers: { ...demo, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'headIcon=avatar-05' });
    expect(JSON.parse(set.body).value).toEqual({ headIcon: 'avatar-05', headIconUrl: '/media/avatars/avatar-05.svg' });
    expect((await call('GET', '/wps/member/info', demo)).body.value.headIcon).toBe('avatar-05');
    const bad = await t.app.inject({ method: 'POST', url: '/wps/member/info/icon', headers: { ...demo, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'headIcon=../../etc' });
    expect(bad.statusCode).toBe(400);
  });

  it('nickname and e-mail follow the merchant rules; payee name is set once', async () => {
    expect((await call('PUT', '/wps/member/info/nickname', demo, { nickname: 'Lucky<b>' })).status).toBe(400);
    expect((await call('PUT', '/wps/member/info/nickname', demo, { nickname: 'Lucky' })).body.value).toEqual({ nickname: 'Lucky' });
    expect((await call('PUT', '/wps/member/info/email', demo, { email: 'nope' })).body).toMatchObject({ errorCode: 'validation.failed', data: { field: 'email' } });
    expect((await call('PUT', '/wps/member/info/payeename', demo, { payeeName: 'Demo Player' })).status).toBe(200);
    expect((await call('PUT', '/wps/member/info/payeename', demo, { payeeName: 'Someone Else' })).status).toBe(409);
  });
});

describe('payment password, security and bank cards', () => {
  it('payment password: set, change needs the old one, reset needs the login password', async () => {
    expect((await call('GET', '/wps/member/hasWithdrawalPassword', demo)).body.value).toEqual({ hasPassword: false });
    expect((await call('PUT', '/wps/member/paymentPassword', demo, { paymentPassword: '123456', confirmPaymentPassword: '654321' })).body.errorCode).toBe('password.confirm');
    expect((await call('PUT', '/wps/member/paymentPassword', demo, { paymentPassword: '12345a', confirmPaymentPassword: '12345a' })).status).toBe(400);
    expect((await call('PUT', '/wps/member/paymentPassword', demo, { paymentPassword: '123456', confirmPaymentPassword: '123456' })).status).toBe(200);
    expect((await call('PUT', '/wps/member/paymentPassword', demo, { paymentPassword: '111111', confirmPaymentPassword: '111111' })).body).toMatchObject({
      errorCode: 'paymentPassword.incorrect', data: { field: 'oldPaymentPassword' },
    });
    expect((await call('POST', '/wps/member/paymentPassword/reset', demo, { password: 'wrong', paymentPassword: '222222', confirmPaymentPassword: '222222' })).status).toBe(400);
    expect((await call('POST', '/wps/member/paymentPassword/reset', demo, { password: 'demo1234', paymentPassword: '222222', confirmPaymentPassword: '222222' })).status).toBe(200);
  });

  it('security questions are stored hashed and listed without answers', async () => {
    const questions = (await call('GET', '/wps/member/securityQuestions', {})).body.value;
    expect(questions.length).toBeGreaterThanOrEqual(2);
    const same = await call('PUT', '/wps/member/customerSecurityQuestions', demo, { password: 'demo1234', answers: [{ questionId: 1, answer: 'a' }, { questionId: 1, answer: 'b' }] });
    expect(same.status).toBe(400);
    const ok = await call('PUT', '/wps/member/customerSecurityQuestions', demo, { password: 'demo1234', answers: [{ questionId: 1, answer: 'Rex' }, { questionId: 2, answer: 'Manila' }] });
    expect(ok.status).toBe(200);
    const mine = (await call('GET', '/wps/member/customerSecurityQuestions', demo)).body.value;
    expect(mine.map((q: { id: number }) => q.id)).toEqual([1, 2]);
    expect(JSON.stringify(mine)).not.toContain('Rex');
    const stored = t.db.prepare('SELECT answer_hash AS h FROM member_security_answers').all() as { h: string }[];
    expect(stored.every((r) => r.h.startsWith('scrypt$'))).toBe(true);
  });

  it('bank cards need the payment password and the payee name; numbers come back masked', async () => {
    const card = { bankName: 'Demo Bank', accountName: 'Demo Player', accountNumber: '6222000011112222', paymentPassword: '999999' };
    expect((await call('POST', '/wps/member/bankCard', demo, card)).body.errorCode).toBe('paymentPassword.incorrect');
    expect((await call('POST', '/wps/member/bankCard', demo, { ...card, paymentPassword: '222222', accountName: 'Other Name' })).body.errorCode).toBe('bankCard.holder');
    const added = await call('POST', '/wps/member/bankCard', demo, { ...card, paymentPassword: '222222' });
    expect(added.body.value[0].accountNumber).toBe('************2222');
    const config = (await call('GET', '/wps/member/securityConfig', demo)).body.value;
    expect(config).toMatchObject({ paymentPasswordSet: true, securityQuestionsSet: true, bankCardBound: true, level: 100 });
  });
});

describe('money', () => {
  it('deposit: channels and limits; withdraw: debits at once and is recorded', async () => {
    const channels = (await call('GET', '/wps/transaction/deposit/channels', demo)).body.value;
    expect(channels.map((c: { id: string }) => c.id)).toContain('bank');
    expect((await call('POST', '/wps/transaction/deposit', demo, { channelId: 'bank', amount: 1 })).body.errorCode).toBe('deposit.amount');
    expect((await call('POST', '/wps/transaction/deposit', demo, { channelId: 'bank', amount: 1.005 })).status).toBe(400);
    expect((await call('POST', '/wps/transaction/deposit', demo, { channelId: 'bank', amount: 500 })).body.value).toMatchObject({ status: 'PENDING', amount: 500 });

    const cardId = (await call('GET', '/wps/member/bankCard', demo)).body.value[0].id;
    expect((await call('POST', '/wps/transaction/withdraw', demo, { amount: 99999, bankCardId: cardId, paymentPassword: '222222' })).body.errorCode).toBe('balance.insufficient');
    const w = await call('POST', '/wps/transaction/withdraw', demo, { amount: 288.5, bankCardId: cardId, paymentPassword: '222222' });
    expect(w.body.value).toMatchObject({ status: 'PENDING', amount: 288.5, sumBalance: 1000 });
    expect((await call('GET', '/wps/wallets/gcs', demo)).body.value.sumBalance).toBe(1000);
    const records = (await call('GET', '/wps/transaction/records?kind=withdraw', demo)).body.value;
    expect(records[0]).toMatchObject({ kind: 'withdraw', amount: -288.5, status: 'PENDING' });
  });

  it('trial accounts cannot deposit', async () => {
    const trial = JSON.parse((await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).body).value;
    expect((await call('GET', '/wps/transaction/deposit/channels', bearer(trial.token))).body.errorCode).toBe('free_reject');
  });

  it('agent transfers to a direct member only, atomically', async () => {
    const downlines = (await call('GET', '/wps/agent/downlines', agent)).body.value.map((m: { username: string }) => m.username);
    expect(downlines).toEqual(expect.arrayContaining(['demo', 'player01']));
    expect((await call('POST', '/wps/agent/transferDownline', agent, { username: 'agent01', amount: 1 })).status).toBe(404);
    expect((await call('POST', '/wps/agent/transferDownline', agent, { username: 'player01', amount: 1e6 })).body.errorCode).toBe('balance.insufficient');
    const before = (await call('GET', '/wps/wallets/gcs', agent)).body.value.sumBalance;
    const moved = await call('POST', '/wps/agent/transferDownline', agent, { username: 'player01', amount: 200 });
    expect(moved.body.value.sumBalance).toBe(before - 200);
    expect((await call('GET', '/wps/agent/downlines', demo)).status).toBe(403);
  });
});

describe('payment password guessing', () => {
  it('five wrong tries lock the payment password; the right one then is refused too (429)', async () => {
    const agentCard = { bankName: 'Agent Bank', accountName: 'Agent 01', accountNumber: '6222000099990000' };
    await call('PUT', '/wps/member/paymentPassword', agent, { paymentPassword: '246810', confirmPaymentPassword: '246810' });
    const left: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await call('POST', '/wps/member/bankCard', agent, { ...agentCard, paymentPassword: '000000' });
      expect(res.body.errorCode).toBe('paymentPassword.incorrect');
      left.push(res.body.data.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const locked = await call('POST', '/wps/member/bankCard', agent, { ...agentCard, paymentPassword: '246810' });
    expect(locked.status).toBe(429);
    expect(locked.body.errorCode).toBe('paymentPassword.locked');
  });
});

describe('answers carry only their documented fields', () => {
  it('no database metadata leaks into JSON', async () => {
    for (const url of ['/wps/agent/team/kpi', '/wps/member/info', '/wps/member/info/funds/consolidated', '/wps/member/securityConfig']) {
      const res = await t.app.inject({ url, headers: agent });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('_metadata');
    }
  });
});
