import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsHeaders } from '../helpers';
import { benefitsApp } from './benefits-app';

let app: Awaited<ReturnType<typeof benefitsApp>>;
let demo: Record<string, string>;
beforeAll(async () => {
  app = await benefitsApp();
  demo = app.tokenOf('demo');
});
afterAll(async () => app.t.close());

const items = async (language = 'CN') => (await app.call('GET', `/wps/mall/items?language=${language}`, demo)).body.value.list as { id: number; name: string; pointCost: number; stock: number; kind: string }[];
const points = async (headers = demo) => (await app.call('GET', '/wps/points', headers)).body.value;
const itemNamed = async (name: string) => (await items('EN')).find((i) => i.name === name)!;

describe('points and the point mall', () => {
  it('answers the balance, totals and the merchant\'s rules; the ledger names what was redeemed', async () => {
    expect(await points()).toEqual({ balance: 7180, earnedTotal: 9180, spentTotal: 2000, rules: [{ kind: 'validBet', points: 1, per: 10 }, { kind: 'deposit', points: 1, per: 100 }] });
    expect((await points(app.tokenOf('agent01'))).balance).toBe(55_000);
    const ledger = (await app.call('GET', '/wps/points/movements?language=EN&pageSize=50', demo)).body.value;
    expect(ledger.list.reduce((sum: number, m: { points: number }) => sum + m.points, 0)).toBe(7180);
    expect(ledger.list.find((m: { kind: string }) => m.kind === 'redeem')).toMatchObject({ points: -1000, itemName: '10.00 cash voucher' });
    expect(ledger.list.find((m: { kind: string }) => m.kind === 'validBet')).toMatchObject({ basis: 8800, points: 880 });
  });

  it('lists items in the player\'s language with their picture', async () => {
    expect((await items('CN'))[0]).toMatchObject({ name: '10 元现金券', pointCost: 1000, kind: 'cash', value: 10, imageUrl: expect.stringMatching(/^\/media\/mall\/\d+\.svg$/) });
    expect((await items('EN'))[0].name).toBe('10.00 cash voucher');
    const svg = await app.t.app.inject({ method: 'GET', url: `/media/mall/${(await items())[0].id}.svg` });
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(svg.body).toContain('<svg');
    expect((await app.t.app.inject({ method: 'GET', url: '/media/mall/0.svg' })).statusCode).toBe(404);
  });

  it('redeeming a cash voucher spends points, lowers the stock, credits the wallet and is recorded', async () => {
    const voucher = await itemNamed('50.00 cash voucher');
    const wallet = (await app.call('GET', '/wps/wallets/gcs', demo)).body.value.sumBalance;
    const r = await app.call('POST', '/wps/mall/redeem', demo, { itemId: voucher.id, language: 'EN' });
    expect(r.body.value).toMatchObject({ redemption: { name: '50.00 cash voucher', points: 4800, value: 50, status: 'COMPLETED' }, pointsBalance: 2380, sumBalance: wallet + 50 });
    expect((await itemNamed('50.00 cash voucher')).stock).toBe(voucher.stock - 1);
    expect((await app.call('GET', '/wps/mall/redemptions?language=EN', demo)).body.value.list[0]).toMatchObject({ name: '50.00 cash voucher', status: 'COMPLETED' });
  });

  it('refuses with a clear reason when points or stock are short, and changes nothing', async () => {
    const card = await itemNamed('Mobile top-up card 100');
    const short = await app.call('POST', '/wps/mall/redeem', demo, { itemId: card.id });
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ errorCode: 'points.insufficient', data: { balance: 2380, needed: 9000, short: 6620 } });
    const hoodie = await itemNamed('Brand hoodie');
    expect((await app.call('POST', '/wps/mall/redeem', demo, { itemId: hoodie.id })).body.errorCode).toBe('mall.soldOut');
    expect((await itemNamed('Mobile top-up card 100')).stock).toBe(card.stock);
    expect((await points()).balance).toBe(2380);
    expect((await app.call('GET', '/wps/mall/redemptions', demo)).body.value.totalCount).toBe(3);
    expect((await app.call('POST', '/wps/mall/redeem', demo, { itemId: 9999 })).body.errorCode).toBe('mall.itemNotFound');
  });

  it('goods wait for delivery; the last one in stock goes to one member only', async () => {
    const gold = await itemNamed('Gold bar 5 g');
    await app.call('PATCH', `/ops/mall/items/${gold.id}`, opsHeaders, { stock: 1 });
    await app.call('POST', '/ops/members/agent01/points', opsHeaders, { points: 1_000_000, note: 'Tournament prize' });
    const agent = app.tokenOf('agent01');
    const first = await app.call('POST', '/wps/mall/redeem', agent, { itemId: gold.id });
    expect(first.body.value.redemption).toMatchObject({ status: 'PENDING', value: 0 });
    expect((await app.call('POST', '/wps/mall/redeem', agent, { itemId: gold.id })).body.errorCode).toBe('mall.soldOut');
  });

  it('operator adjustments never take the balance below 0', async () => {
    expect((await app.call('POST', '/ops/members/demo/points', opsHeaders, { points: -1_000_000 })).body.errorCode).toBe('points.insufficient');
    expect((await app.call('POST', '/ops/members/demo/points', opsHeaders, { points: 20, note: 'Goodwill' })).body.value).toEqual({ username: 'demo', balance: 2400 });
    expect((await app.call('POST', '/ops/members/demo/points', opsHeaders, { points: 0 })).status).toBe(400);
  });

  it('is for real members of a merchant with the point mall on', async () => {
    expect((await app.call('GET', '/wps/mall/items')).status).toBe(401);
    expect((await app.call('POST', '/wps/mall/redeem', app.tokenOf('trial01'), { itemId: 1 })).body.errorCode).toBe('free_reject');
    await app.setSwitch('PTSYS3', false);
    try {
      expect((await app.call('GET', '/wps/points', demo)).body).toMatchObject({ errorCode: 'mall.disabled' });
    } finally {
      await app.setSwitch('PTSYS3', true);
    }
  });
});
