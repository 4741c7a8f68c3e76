import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { opsHeaders, startTestApp, type TestApp } from '../helpers';
import { caller, liveRound, sessionOf } from './rain-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
});
afterAll(async () => t.close());

describe('GET /wps/redRain', () => {
  it('needs a session', async () => {
    expect((await call('GET', '/wps/redRain')).body).toMatchObject({ errorCode: 'session.required' });
  });

  it('shows the demo member the rules, a round live or starting within two minutes, and that they may join', async () => {
    const now = Date.now();
    const { value } = (await call('GET', '/wps/redRain', sessionOf(t, 'demo'))).body;
    expect(value).toMatchObject({
      enabled: true,
      rules: { everySeconds: 180, roundSeconds: 60, amountMin: 0.88, amountMax: 8.88, perMemberLimit: 5, envelopesPerRound: 200, roundBudget: 888, minDepositToday: 0 },
      eligibility: { eligible: true, reason: null, depositToday: 0, minDepositToday: 0 },
    });
    const round = value.round;
    expect(round.endsAt - round.startsAt).toBe(60_000);
    expect(round.startsAt % 180_000).toBe(0);
    if (round.status === 'live') {
      expect(round.id).toEqual(expect.any(Number));
      expect(round).toMatchObject({ left: 5, grabbed: 0, total: 0, envelopesLeft: 200, budgetLeft: 888 });
      expect(now).toBeLessThan(round.endsAt);
    } else {
      expect(round).toMatchObject({ status: 'upcoming', id: null, left: 5 });
      expect(round.startsAt - now).toBeLessThanOrEqual(120_000);
    }
  });

  it('a scheduled round is stored once, the first time someone meets it live, with the rules of that moment', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Math.ceil(Date.now() / 180_000) * 180_000 + 5_000);
      const first = (await call('GET', '/wps/redRain', sessionOf(t, 'demo'))).body.value.round;
      const again = (await call('GET', '/wps/redRain', sessionOf(t, 'agent01'))).body.value.round;
      expect(first).toMatchObject({ status: 'live' });
      expect(again.id).toBe(first.id);
      vi.setSystemTime(first.endsAt + 1);
      const after = (await call('GET', '/wps/redRain', sessionOf(t, 'demo'))).body.value.round;
      expect(after).toMatchObject({ status: 'upcoming', id: null, startsAt: first.startsAt + 180_000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a trial account sees the rain but is told it may not join; an agent (type 1) may', async () => {
    expect((await call('GET', '/wps/redRain', sessionOf(t, 'trial01'))).body.value.eligibility).toMatchObject({ eligible: false, reason: 'trial' });
    expect((await call('GET', '/wps/redRain', sessionOf(t, 'agent01'))).body.value.eligibility).toMatchObject({ eligible: true });
  });

  it('a minimum deposit today counts credited deposits of today only', async () => {
    await call('PATCH', '/ops/redRain', opsHeaders, { minDepositToday: 100 });
    const demo = sessionOf(t, 'demo');
    const id = (t.db.prepare("SELECT id FROM members WHERE username = 'demo'").get() as { id: number }).id;
    const deposit = t.db.prepare("INSERT INTO transactions (member_id, kind, amount_cents, status, detail, created_at) VALUES (?, 'deposit', ?, ?, '{}', ?)");
    deposit.run(id, 500_00, 'PENDING', Date.now());
    deposit.run(id, 500_00, 'DONE', Date.now() - 2 * 86_400_000);
    expect((await call('GET', '/wps/redRain', demo)).body.value.eligibility).toEqual({ eligible: false, reason: 'deposit', depositToday: 0, minDepositToday: 100 });
    deposit.run(id, 120_00, 'DONE', Date.now());
    expect((await call('GET', '/wps/redRain', demo)).body.value.eligibility).toEqual({ eligible: true, reason: null, depositToday: 120, minDepositToday: 100 });
    await call('PATCH', '/ops/redRain', opsHeaders, { minDepositToday: 0 });
  });

  it('a live manual round wins over the schedule', async () => {
    const round = await liveRound(t, { seconds: 30, perMemberLimit: 2, envelopes: 10, budget: 20 });
    const { value } = (await call('GET', '/wps/redRain', sessionOf(t, 'demo'))).body;
    expect(value.round).toMatchObject({ id: round.id, status: 'live', perMemberLimit: 2, envelopes: 10, budget: 20, left: 2 });
  });

  it('is off (everything null) when the operator stops the rain or the REDRAIN3 switch is off', async () => {
    await call('PATCH', '/ops/redRain', opsHeaders, { enabled: false });
    expect((await call('GET', '/wps/redRain', sessionOf(t, 'demo'))).body.value).toMatchObject({ enabled: false, rules: null, round: null, eligibility: null });
    await call('PATCH', '/ops/redRain', opsHeaders, { enabled: true });
    await call('PATCH', '/ops/whitelabel', opsHeaders, { REDRAIN3: false });
    expect((await call('GET', '/wps/redRain', sessionOf(t, 'demo'))).body.value.enabled).toBe(false);
    await call('PATCH', '/ops/whitelabel', opsHeaders, { REDRAIN3: true });
    expect((await call('GET', '/wps/redRain', sessionOf(t, 'demo'))).body.value.enabled).toBe(true);
  });
});
