import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benefitsApp } from './benefits-app';

let app: Awaited<ReturnType<typeof benefitsApp>>;
beforeAll(async () => {
  app = await benefitsApp();
});
afterAll(async () => app.t.close());

describe('GET /wps/vip/levels', () => {
  it('answers the ladder to a guest: eight levels, requirements and benefits in currency units and percent', async () => {
    const { status, body } = await app.call('GET', '/wps/vip/levels');
    expect(status).toBe(200);
    expect(body.value.list.map((l: { name: string }) => l.name)).toEqual(['VIP 1', 'VIP 2', 'VIP 3', 'VIP 4', 'VIP 5', 'VIP 6', 'VIP 7', 'VIP 8']);
    const vip4 = body.value.list[3];
    expect(vip4.requirements).toEqual([{ kind: 'deposit', amount: 50_000 }, { kind: 'validBet', amount: 200_000 }]);
    expect(vip4.benefits).toEqual([
      { kind: 'upgradeBonus', value: 288, unit: 'money' },
      { kind: 'birthdayBonus', value: 188, unit: 'money' },
      { kind: 'monthlyBonus', value: 58, unit: 'money' },
      { kind: 'rebateRate', value: 0.6, unit: 'percent' },
      { kind: 'dailyWithdrawCount', value: 8, unit: 'count' },
      { kind: 'dailyWithdrawLimit', value: 500_000, unit: 'money' },
    ]);
    // VIP 1 has no upgrade or monthly bonus: those benefits are left out, not answered as 0.
    expect(body.value.list[0].benefits.map((b: { kind: string }) => b.kind)).toEqual(['birthdayBonus', 'rebateRate', 'dailyWithdrawCount', 'dailyWithdrawLimit']);
  });

  it('is refused for everyone while VIP benefits (VIPBENEFITS3) are off', async () => {
    await app.setSwitch('VIPBENEFITS3', false);
    try {
      expect((await app.call('GET', '/wps/vip/levels')).body).toMatchObject({ errorCode: 'vip.disabled' });
      expect((await app.call('GET', '/wps/vip/status', app.tokenOf('demo'))).status).toBe(403);
    } finally {
      await app.setSwitch('VIPBENEFITS3', true);
    }
  });
});

describe('GET /wps/vip/status', () => {
  it('demo: VIP 3 on the way to VIP 4, at the rank progress the pop-up shows (3 of 5), with each requirement', async () => {
    const { body } = await app.call('GET', '/wps/vip/status', app.tokenOf('demo'));
    expect(body.value).toEqual({
      level: { level: 3, name: 'VIP 3' },
      nextLevel: { level: 4, name: 'VIP 4' },
      progress: 0.6,
      percent: 60,
      totals: { deposit: 38_000, validBet: 88_000 },
      requirements: [
        { kind: 'deposit', current: 38_000, required: 50_000, remaining: 12_000, progress: 0.76 },
        { kind: 'validBet', current: 88_000, required: 200_000, remaining: 112_000, progress: 0.44 },
      ],
    });
    const rank = (await app.call('GET', '/wps/member/rank/progress', app.tokenOf('demo'))).body.value;
    expect(rank.currentProgress.completedConditions / rank.currentProgress.totalExpectedConditions).toBe(body.value.progress);
  });

  it('agent01 has its own level; an unranked member is measured by the requirements of VIP 1', async () => {
    expect((await app.call('GET', '/wps/vip/status', app.tokenOf('agent01'))).body.value).toMatchObject({ level: { name: 'VIP 5' }, nextLevel: { name: 'VIP 6' }, percent: 50 });
    const fresh = (await app.call('GET', '/wps/vip/status', app.tokenOf('player03'))).body.value;
    // player03 wears the VIP 1 label without a rank record: its requirements for VIP 2 give the progress.
    expect(fresh).toMatchObject({ level: { name: 'VIP 1' }, nextLevel: { name: 'VIP 2' } });
    expect(fresh.progress).toBeCloseTo((150 / 1000 + 400 / 5000) / 2, 4);
  });

  it('a member without a level is on the way to VIP 1, whose valid-bet requirement of 0 is no step', async () => {
    const id = app.memberId('player01');
    app.t.db.prepare("UPDATE members SET club_label = '' WHERE id = ?").run(id);
    const status = (await app.call('GET', '/wps/vip/status', app.tokenOf('player01'))).body.value;
    expect(status).toMatchObject({ level: null, nextLevel: { name: 'VIP 1' }, progress: 1, percent: 100 });
    expect(status.requirements).toEqual([{ kind: 'deposit', current: 300, required: 100, remaining: 0, progress: 1 }]);
  });

  it('refuses a guest (401) and a trial account (free_reject)', async () => {
    expect((await app.call('GET', '/wps/vip/status')).body.errorCode).toBe('session.required');
    expect((await app.call('GET', '/wps/vip/status', app.tokenOf('trial01'))).body).toMatchObject({ errorCode: 'free_reject' });
  });
});
