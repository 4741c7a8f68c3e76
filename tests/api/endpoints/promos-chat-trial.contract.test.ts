import { describe, expect, it } from 'vitest';
import { acceptDepositPromo, depositWithPromo, getDepositPromos } from '../../../src/api/endpoints/funds/deposit-promos';
import { getTransactionRecords } from '../../../src/api/endpoints/funds/withdraw';
import { getLiveModels } from '../../../src/api/endpoints/messages/live-models';
import { login } from '../../../src/api/endpoints/session/login';
import { getWallet } from '../../../src/api/endpoints/wallet/gcs';
import { OPS_TOKEN } from '../../server/helpers';
import { useLiveServer } from '../live-server';

const server = useLiveServer();
const asDemo = async () => server.setToken((await login({ type: 'username', username: 'demo', password: 'demo1234' })).token);
const ops = (method: string, path: string, body?: unknown) =>
  fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

describe('deposit promos', () => {
  it('a deposit may name an accepted promo once; the bonus is capped; a first-deposit promo is used once per member', async () => {
    await asDemo();
    const promos = await getDepositPromos();
    // The seeded history's first deposit used FIRST100: it is used up for demo.
    expect(promos.list.map((p) => [p.id, p.accepted, p.usedUp, p.oncePerMember])).toEqual([
      ['FIRST100', false, true, true], ['RELOAD10', false, false, false], ['SLOT20', false, false, false],
    ]);
    await expect(acceptDepositPromo('FIRST100')).rejects.toMatchObject({ status: 409, code: 'promo.onceOnly' });
    await expect(depositWithPromo({ channelId: 'bank', amount: 1000, promoId: 'SLOT20' })).rejects.toMatchObject({ status: 400, code: 'promo.notAccepted' });
    expect(await acceptDepositPromo('SLOT20')).toMatchObject({ id: 'SLOT20', accepted: true, bonusPercent: 20, maxBonus: 1000 });
    await expect(acceptDepositPromo('SLOT20')).rejects.toMatchObject({ status: 409, code: 'promo.alreadyAccepted' });
    await expect(acceptDepositPromo('NOPE')).rejects.toMatchObject({ status: 404, code: 'promo.notFound' });
    await expect(depositWithPromo({ channelId: 'bank', amount: 100, promoId: 'RELOAD10' })).rejects.toMatchObject({ code: 'promo.notAccepted' });
    await acceptDepositPromo('RELOAD10');
    await expect(depositWithPromo({ channelId: 'bank', amount: 150, promoId: 'RELOAD10' })).rejects.toMatchObject({ status: 400, code: 'promo.minimumDeposit' });
    expect(await depositWithPromo({ channelId: 'bank', amount: 6000, promoId: 'SLOT20' })).toMatchObject({ status: 'PENDING', promoId: 'SLOT20', bonus: 1000 });
    expect((await getDepositPromos()).list.find((p) => p.id === 'SLOT20')).toMatchObject({ accepted: false, usedUp: false });
    await expect(depositWithPromo({ channelId: 'bank', amount: 1000, promoId: 'SLOT20' })).rejects.toMatchObject({ code: 'promo.notAccepted' });
    // One deposit used the promo (the seeded history has credited deposits of its own).
    expect((await getTransactionRecords({ kind: 'deposit' })).filter((r) => r.status === 'PENDING' && r.detail.promoId === 'SLOT20')).toHaveLength(1);
  });
});

describe('chat live models', () => {
  it('lists hosts online first, filters, and is refused when CBS3 is off', async () => {
    await asDemo();
    const { list } = await getLiveModels();
    expect(list.length).toBe(5);
    expect(list.slice(0, 3).every((m) => m.online)).toBe(true);
    expect((await getLiveModels({ language: 'vn' })).list.map((m) => m.name)).toEqual(['Mai']);
    expect((await getLiveModels({ onlineOnly: true })).list).toHaveLength(3);
    await expect(getLiveModels({ language: 'Vietnamese' })).rejects.toMatchObject({ status: 400 });
    expect((await ops('PATCH', '/ops/whitelabel', { CBS3: false })).status).toBe(200);
    await expect(getLiveModels()).rejects.toMatchObject({ status: 403, code: 'chat.disabled' });
    await ops('PATCH', '/ops/whitelabel', { CBS3: true });
    server.setToken(null);
    await expect(getLiveModels()).rejects.toMatchObject({ status: 401 });
  });
});

describe('seeded trial accounts', () => {
  it('log in as type 4, are refused deposit promos, and the ops member calls reach them', async () => {
    const trial = await login({ type: 'username', username: 'trial01', password: 'trial1234' });
    expect(trial.type).toBe(4);
    server.setToken(trial.token);
    expect((await getWallet()).sumBalance).toBe(2000);
    await expect(getDepositPromos()).rejects.toMatchObject({ status: 403, code: 'free_reject' });
    expect(await (await ops('PUT', '/ops/members/trial01/balance', { sumBalance: 150.25 })).json()).toMatchObject({ value: { username: 'trial01', sumBalance: 150.25 } });
    expect((await getWallet()).sumBalance).toBe(150.25);
    expect((await ops('PUT', '/ops/members/trial01/balance?merchant=DEMO', { sumBalance: 1 })).status).toBe(404);
    expect((await ops('PUT', '/ops/members/trial01/balance?merchant=ELSEWHERE', { sumBalance: 1 })).status).toBe(404);
    expect((await ops('PATCH', '/ops/members/trial02?merchant=DEMOTRIAL', { nickname: 'QA trial' })).status).toBe(200);
    expect((await (await ops('PATCH', '/ops/members/trial01', { disabled: true })).json()).value).toMatchObject({ username: 'trial01', type: 4, disabled: true });
    await expect(getWallet()).rejects.toMatchObject({ status: 401 });
    expect((await ops('PATCH', '/ops/members/trial01?merchant=bad code', { disabled: false })).status).toBe(400);
    server.setToken(null);
  });
});
