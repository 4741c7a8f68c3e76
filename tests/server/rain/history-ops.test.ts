import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_WINNINGS } from '../../../src/server/seed/rain';
import { opsHeaders, startTestApp, type TestApp } from '../helpers';
import { caller, liveRound, sessionOf } from './rain-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
});
afterAll(async () => t.close());

describe('GET /wps/redRain/grabs', () => {
  it('lists the demo member\'s seeded winnings per round, newest first, with totals and paging', async () => {
    const demo = sessionOf(t, 'demo');
    const page = (await call('GET', '/wps/redRain/grabs?pageSize=3', demo)).body.value;
    const allCents = SEEDED_WINNINGS.flatMap((w) => w.cents);
    expect(page).toMatchObject({ pageNum: 1, pageSize: 3, totalCount: 4, totalPages: 2, totalEnvelopes: allCents.length, totalAmount: allCents.reduce((a, b) => a + b, 0) / 100 });
    expect(page.list.map((r: { count: number; amount: number }) => [r.count, r.amount])).toEqual([[3, 11.8], [2, 6.08], [5, 18.17]]);
    expect(page.list[0].startsAt).toBeGreaterThan(page.list[1].startsAt);
    const second = (await call('GET', '/wps/redRain/grabs?pageNo=2&pageSize=3', demo)).body.value;
    expect(second.list.map((r: { amount: number }) => r.amount)).toEqual([2.58]);
    // The seeded envelopes are in the account records too, as bonuses.
    const bonuses = (await call('GET', '/wps/transaction/records?kind=bonus&size=100', demo)).body.value;
    expect(bonuses).toHaveLength(allCents.length);
  });

  it('a member who never played has an empty list; a new win shows on top', async () => {
    const player = sessionOf(t, 'player02');
    expect((await call('GET', '/wps/redRain/grabs', player)).body.value).toMatchObject({ list: [], totalCount: 0, totalPages: 0, totalAmount: 0 });
    const round = await liveRound(t);
    const won = (await call('POST', '/wps/redRain/grab', player, { roundId: round.id, key: 'h1' })).body.value;
    const list = (await call('GET', '/wps/redRain/grabs', player)).body.value.list;
    expect(list).toEqual([expect.objectContaining({ roundId: round.id, count: 1, amount: won.amount })]);
  });

  it('refuses bad paging', async () => {
    expect((await call('GET', '/wps/redRain/grabs?pageSize=500', sessionOf(t, 'demo'))).status).toBe(400);
  });
});

describe('operator settings and the test hook', () => {
  it('GET and PATCH /ops/redRain need the ops token, merge fields and check the whole', async () => {
    expect((await call('GET', '/ops/redRain')).status).toBe(401);
    expect((await call('GET', '/ops/redRain', opsHeaders)).body.value).toMatchObject({ enabled: true, everySeconds: 180, roundSeconds: 60, amountMin: 0.88 });
    const changed = await call('PATCH', '/ops/redRain', opsHeaders, { amountMax: 18.88, perMemberLimit: 8 });
    expect(changed.body.value).toMatchObject({ amountMin: 0.88, amountMax: 18.88, perMemberLimit: 8, everySeconds: 180 });
    expect((await call('PATCH', '/ops/redRain', opsHeaders, { roundSeconds: 200 })).body).toMatchObject({ errorCode: 'validation.failed', data: { field: 'roundSeconds' } });
    expect((await call('PATCH', '/ops/redRain', opsHeaders, { amountMin: 20 })).body.data.field).toBe('amountMax');
    expect((await call('PATCH', '/ops/redRain', opsHeaders, { amountMin: 0.001 })).status).toBe(400);
    expect((await call('PATCH', '/ops/redRain', opsHeaders, { colour: 'red' })).status).toBe(400);
    expect((await call('GET', '/ops/redRain', opsHeaders)).body.value).toMatchObject({ amountMax: 18.88, perMemberLimit: 8 });
  });

  it('a round stored before a change keeps its rules', async () => {
    const round = await liveRound(t, { perMemberLimit: 1 });
    await call('PATCH', '/ops/redRain', opsHeaders, { perMemberLimit: 9 });
    expect((await call('GET', '/wps/redRain', sessionOf(t, 'demo'))).body.value.round).toMatchObject({ id: round.id, perMemberLimit: 1 });
  });

  it('the test hook exists only with OPS_TEST_HOOKS', async () => {
    const bare = await startTestApp({ testHooks: false });
    try {
      expect((await bare.app.inject({ method: 'POST', url: '/ops/test/redRain/rounds', headers: opsHeaders, payload: {} })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
