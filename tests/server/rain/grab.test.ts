import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { opsHeaders, startTestApp, type TestApp } from '../helpers';
import { balanceOf, caller, liveRound, sessionOf } from './rain-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
let demo: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  demo = sessionOf(t, 'demo');
});
afterAll(async () => t.close());

const grab = (headers: Record<string, string>, roundId: number, key: string) => call('POST', '/wps/redRain/grab', headers, { roundId, key });

describe('POST /wps/redRain/grab', () => {
  it('a counted envelope is worth an amount in the round\'s range, credited and recorded as a bonus', async () => {
    const round = await liveRound(t, { amountMin: 1, amountMax: 2, perMemberLimit: 3 });
    const before = balanceOf(t, 'demo');
    const { status, body } = await grab(demo, round.id, 'run1-0');
    expect(status).toBe(200);
    const won = body.value;
    expect(won).toMatchObject({ counted: true, repeated: false, outcome: 'won', grabbed: 1, left: 2 });
    expect(won.amount).toBeGreaterThanOrEqual(1);
    expect(won.amount).toBeLessThanOrEqual(2);
    // Whole cents: at most 2 decimals.
    expect(Math.abs(won.amount * 100 - Math.round(won.amount * 100))).toBeLessThan(1e-6);
    expect(won.total).toBe(won.amount);
    expect(balanceOf(t, 'demo')).toBe(before + Math.round(won.amount * 100));
    expect(won.sumBalance * 100).toBeCloseTo(before + won.amount * 100, 6);
    const records = (await call('GET', '/wps/transaction/records?kind=bonus&size=1', demo)).body.value;
    expect(records[0]).toMatchObject({ kind: 'bonus', amount: won.amount, status: 'DONE', detail: { source: 'redRain', roundId: round.id } });
  });

  it('the same request again answers the same envelope and pays nothing twice', async () => {
    const round = await liveRound(t, { perMemberLimit: 3 });
    const first = (await grab(demo, round.id, 'same-key')).body.value;
    const balance = balanceOf(t, 'demo');
    const again = (await grab(demo, round.id, 'same-key')).body.value;
    expect(again).toMatchObject({ counted: true, repeated: true, amount: first.amount, grabbed: 1, total: first.total });
    expect(balanceOf(t, 'demo')).toBe(balance);
    expect((t.db.prepare('SELECT COUNT(*) AS n FROM red_rain_grabs WHERE round_id = ?').get(round.id) as { n: number }).n).toBe(1);
  });

  it('stops counting at the member\'s limit; other members still count', async () => {
    const round = await liveRound(t, { perMemberLimit: 2 });
    await grab(demo, round.id, 'a');
    const second = (await grab(demo, round.id, 'b')).body.value;
    expect(second).toMatchObject({ counted: true, grabbed: 2, left: 0 });
    const balance = balanceOf(t, 'demo');
    const third = (await grab(demo, round.id, 'c')).body.value;
    expect(third).toMatchObject({ counted: false, outcome: 'limit', amount: 0, grabbed: 2, left: 0, total: second.total });
    expect(balanceOf(t, 'demo')).toBe(balance);
    expect((await grab(sessionOf(t, 'agent01'), round.id, 'a')).body.value).toMatchObject({ counted: true, grabbed: 1 });
  });

  it('never pays beyond the round\'s budget or its envelopes', async () => {
    const round = await liveRound(t, { amountMin: 1, amountMax: 5, budget: 6, envelopes: 3, perMemberLimit: 10 });
    const players = ['demo', 'agent01', 'player01', 'player02', 'player03'].map((u) => sessionOf(t, u));
    const answers = [];
    for (const [i, player] of players.entries()) answers.push((await grab(player, round.id, `k${i}`)).body.value);
    const paid = answers.filter((a) => a.counted).reduce((sum, a) => sum + Math.round(a.amount * 100), 0);
    expect(paid).toBeLessThanOrEqual(600);
    expect(answers.filter((a) => a.counted).length).toBeLessThanOrEqual(3);
    expect(answers.at(-1)).toMatchObject({ counted: false, outcome: 'empty', left: 0 });
    const stored = t.db.prepare('SELECT grabbed, spent_cents AS spent FROM red_rain_rounds WHERE id = ?').get(round.id) as { grabbed: number; spent: number };
    expect(stored.spent).toBe(paid);
  });

  it('refuses a round that is over or not started, an unknown round, and bad input', async () => {
    const later = await liveRound(t, { startsInSeconds: 600 });
    expect((await grab(demo, later.id, 'x')).body).toMatchObject({ errorCode: 'rain.roundOver', message: 'This round has not started yet' });
    const round = await liveRound(t, { seconds: 1 });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(round.endsAt + 1_000);
      expect((await grab(demo, round.id, 'late-but-in-time')).status).toBe(200);
      vi.setSystemTime(round.endsAt + 2_500);
      const late = await grab(demo, round.id, 'too-late');
      expect(late).toMatchObject({ status: 409, body: { errorCode: 'rain.roundOver', message: 'This round is over' } });
    } finally {
      vi.useRealTimers();
    }
    expect((await grab(demo, 999_999, 'x')).status).toBe(404);
    expect((await grab(demo, round.id, 'bad key!')).body.errorCode).toBe('validation.failed');
    expect((await call('POST', '/wps/redRain/grab', demo, { roundId: round.id, key: 'k', amount: 100 })).body.errorCode).toBe('validation.failed');
  });

  it('refuses trial accounts (free_reject), guests, and members short of today\'s deposit', async () => {
    const round = await liveRound(t);
    expect((await grab(sessionOf(t, 'trial01'), round.id, 'x')).body).toMatchObject({ errorCode: 'free_reject' });
    expect((await grab({}, round.id, 'x')).status).toBe(401);
    await call('PATCH', '/ops/redRain', opsHeaders, { minDepositToday: 50 });
    const refused = await grab(sessionOf(t, 'player01'), round.id, 'x');
    expect(refused).toMatchObject({ status: 403, body: { errorCode: 'rain.notEligible', data: { reason: 'deposit', minDepositToday: 50, depositToday: 0 } } });
    await call('PATCH', '/ops/redRain', opsHeaders, { minDepositToday: 0 });
  });

  it('refuses everyone while the rain is off', async () => {
    const round = await liveRound(t);
    await call('PATCH', '/ops/whitelabel', opsHeaders, { REDRAIN3: false });
    expect((await grab(demo, round.id, 'off')).body).toMatchObject({ errorCode: 'rain.disabled' });
    await call('PATCH', '/ops/whitelabel', opsHeaders, { REDRAIN3: true });
  });
});
