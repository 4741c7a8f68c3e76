import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { getCaptcha } from '../../../src/api/endpoints/captcha';
import { getMemberInfo } from '../../../src/api/endpoints/member/info';
import { getRankProgress } from '../../../src/api/endpoints/member/rank-progress';
import { getTrialUser } from '../../../src/api/endpoints/member/trial-user';
import { startFreePlay } from '../../../src/api/endpoints/session/freeplay';
import { login } from '../../../src/api/endpoints/session/login';
import { logout } from '../../../src/api/endpoints/session/logout';
import { renewSession } from '../../../src/api/endpoints/session/renew';
import { getWallet } from '../../../src/api/endpoints/wallet/gcs';
import { captchaAnswer, useLiveServer } from '../live-server';

const server = useLiveServer();

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

describe('login, session and member calls', () => {
  it('a wrong password asks for a captcha, which is then required until a correct one comes', async () => {
    server.setToken(null);
    const first = await failure(login({ type: 'username', username: 'agent01', password: 'wrong-pass1' }));
    expect(first).toMatchObject({ status: 401, code: 'login.failed', data: { captchaRequired: true } });

    const noCaptcha = await failure(login({ type: 'username', username: 'agent01', password: 'agent1234' }));
    expect(noCaptcha).toMatchObject({ status: 400, code: 'captcha.invalid', message: 'Verification code error', data: { captchaRequired: true } });

    const wrong = await getCaptcha();
    const wrongAnswer = (await captchaAnswer(server.url, wrong.captchaId)) === '0000' ? '1111' : '0000';
    const badCaptcha = await failure(login({ type: 'username', username: 'agent01', password: 'agent1234', captchaId: wrong.captchaId, captcha: wrongAnswer }));
    expect(badCaptcha.code).toBe('captcha.invalid');

    const c = await getCaptcha();
    const ok = await login({ type: 'username', username: 'agent01', password: 'agent1234', captchaId: c.captchaId, captcha: await captchaAnswer(server.url, c.captchaId) });
    expect(ok).toMatchObject({ userName: 'agent01', type: 1, firstTimeLogin: false });
  });

  it('the demo member logs in (standalone device header) and reads info, wallet and VIP progress', async () => {
    const session = await login({ type: 'username', username: 'demo', password: 'demo1234' }, { standalone: true });
    expect(session).toMatchObject({ userName: 'demo', type: 0 });
    server.setToken(session.token);
    expect(await getMemberInfo()).toMatchObject({ nickname: 'Demo Player', account: 'demo', userName: 'demo', type: 0, clubLabel: { labelName: 'VIP 3' } });
    expect(await getWallet()).toMatchObject({ sumBalance: 1288.5 });
    expect(await getRankProgress()).toEqual({ currentProgress: { completedConditions: 3, totalExpectedConditions: 5 }, playerRankProgress: { labelId: 3 } });
    const renewed = await renewSession();
    expect(renewed.token).toBe(session.token);
    expect(renewed.expiresAt).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    expect(await logout()).toBe(true);
    // The token is still sent after logout: it matches no live session any more.
    expect(await failure(getMemberInfo())).toMatchObject({ status: 401, code: 'session.expired', message: 'The account has been logged out, please log in again' });
    server.setToken(null);
  });

  it('member calls without a session answer 401', async () => {
    server.setToken(null);
    for (const call of [getMemberInfo, getWallet, getRankProgress, renewSession]) {
      expect(await failure(call())).toMatchObject({ status: 401, code: 'session.required' });
    }
  });

  it('free play creates a type 4 trial session with play money; trialuser echoes it', async () => {
    server.setToken(null);
    const trial = await startFreePlay();
    expect(trial.customerType).toBe(4);
    server.setToken(trial.token);
    expect(await getTrialUser()).toEqual(trial);
    expect((await getWallet()).sumBalance).toBe(2000);
    expect((await getMemberInfo()).type).toBe(4);
    server.setToken(null);
  });

  it('login refuses a plain JSON body and a tampered payload with 400', async () => {
    const plain = await fetch(`${server.url}/wps/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'username', username: 'demo', password: 'demo1234' }) });
    expect(plain.status).toBe(400);
    expect(await plain.json()).toMatchObject({ errorCode: 'payload.encryptionMissing' });
    const tampered = await fetch(`${server.url}/wps/session/login`, { method: 'POST', headers: { 'content-type': 'application/json', encryption: 'AAAA' }, body: JSON.stringify({ data: 'AAAA' }) });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ errorCode: 'payload.undecryptable' });
  });

  it('a disabled member with the right password is told so (403), with a wrong one only login.failed', async () => {
    server.setToken(null);
    const res = await fetch(`${server.url}/ops/members/player03`, {
      method: 'PATCH', headers: { authorization: 'Bearer test-ops-token-0123456789', 'content-type': 'application/json' }, body: JSON.stringify({ disabled: true }),
    });
    expect(res.status).toBe(200);
    expect(await failure(login({ type: 'username', username: 'player03', password: 'player1234' }))).toMatchObject({
      status: 403, code: 'member.disabled', message: 'Sorry, the user does not exist or is disabled.',
    });
  });

  it('firstTimeLogin is true once for an operator-created account', async () => {
    await fetch(`${server.url}/ops/members`, {
      method: 'POST', headers: { authorization: 'Bearer test-ops-token-0123456789', 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'issued01', password: 'issued123', type: 0 }),
    });
    expect((await login({ type: 'username', username: 'issued01', password: 'issued123' })).firstTimeLogin).toBe(true);
    expect((await login({ type: 'username', username: 'issued01', password: 'issued123' })).firstTimeLogin).toBe(false);
  });
});
