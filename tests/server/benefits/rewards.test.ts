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

const page = async (status: string, headers = demo) => (await app.call('GET', `/wps/rewards?status=${status}`, headers)).body.value;
const balance = async (headers = demo) => (await app.call('GET', '/wps/wallets/gcs', headers)).body.value.sumBalance as number;

describe('reward centre', () => {
  it('lists the seeded rewards by status, claimable ones soonest to expire first, with a summary', async () => {
    const claimable = await page('CLAIMABLE');
    expect(claimable.list.map((r: { source: string; amount: number }) => [r.source, r.amount])).toEqual([['rebate', 12.36], ['promotion', 166], ['monthly', 28]]);
    expect(claimable).toMatchObject({ pageNum: 1, totalCount: 3, totalPages: 1 });
    expect((await page('RECEIVED')).totalCount).toBe(6);
    const expired = await page('EXPIRED');
    expect(expired.list.every((r: { status: string; expiresAt: number }) => r.status === 'EXPIRED' && r.expiresAt < Date.now())).toBe(true);
    expect((await app.call('GET', '/wps/rewards/summary', demo)).body.value).toEqual({
      claimableCount: 3, claimableTotal: 206.36, receivedCount: 6, receivedTotal: 429.8, expiredCount: 2, expiringSoonCount: 0,
    });
    expect((await app.call('GET', '/wps/rewards?status=LOST', demo)).body.errorCode).toBe('validation.failed');
  });

  it('claiming pays the wallet once, records a bonus, and marks the promotion it pays CLAIMED', async () => {
    const before = await balance();
    const fishing = (await page('CLAIMABLE')).list.find((r: { source: string }) => r.source === 'promotion');
    const promotionStatus = async () => (await app.call('GET', `/wps/promotions/${fishing.promotionId}`, demo)).body.value.signUpStatus;
    expect(await promotionStatus()).toBe('ISSUED');
    const claimed = await app.call('POST', '/wps/rewards/claim', demo, { rewardId: fishing.id });
    expect(claimed.body.value).toMatchObject({ reward: { id: fishing.id, status: 'RECEIVED' }, sumBalance: before + 166 });
    expect(await balance()).toBe(before + 166);
    expect(await promotionStatus()).toBe('CLAIMED');
    expect((await app.call('POST', '/wps/rewards/claim', demo, { rewardId: fishing.id })).body).toMatchObject({ errorCode: 'reward.claimed' });
    expect(await balance()).toBe(before + 166);
    const records = (await app.call('GET', '/wps/transaction/records?size=1', demo)).body.value;
    expect(records[0]).toMatchObject({ kind: 'bonus', amount: 166, status: 'DONE' });
  });

  it('refuses an expired reward, another member\'s reward and bad input', async () => {
    const expired = (await page('EXPIRED')).list[0];
    expect((await app.call('POST', '/wps/rewards/claim', demo, { rewardId: expired.id })).body).toMatchObject({ errorCode: 'reward.expired' });
    const agentReward = (await page('CLAIMABLE', app.tokenOf('agent01'))).list[0];
    expect((await app.call('POST', '/wps/rewards/claim', demo, { rewardId: agentReward.id })).status).toBe(404);
    expect((await app.call('POST', '/wps/rewards/claim', demo, { rewardId: 'x' })).body.errorCode).toBe('validation.failed');
  });

  it('claim all pays every claimable reward, then there is none left', async () => {
    const agent = app.tokenOf('agent01');
    const before = await balance(agent);
    const all = await app.call('POST', '/wps/rewards/claimAll', agent);
    expect(all.body.value).toEqual({ count: 2, total: 1016, sumBalance: before + 1016 });
    expect((await page('CLAIMABLE', agent)).totalCount).toBe(0);
    expect((await app.call('POST', '/wps/rewards/claimAll', agent)).body.errorCode).toBe('reward.noneClaimable');
  });

  it('an operator issues a reward for a promotion: the sign-up becomes ISSUED and the member can claim it', async () => {
    const promotions = (await app.call('GET', '/wps/promotions', demo)).body.value.list as { id: number; title: string }[];
    const birthday = promotions.find((p) => p.title === 'Birthday Gift')!;
    const issued = await app.call('POST', '/ops/members/demo/rewards', opsHeaders, { source: 'promotion', amount: 58.5, detail: 'Birthday Gift', promotionId: birthday.id, expiresInDays: 7 });
    expect(issued.status).toBe(201);
    expect((await app.call('GET', `/wps/promotions/${birthday.id}`, demo)).body.value.signUpStatus).toBe('ISSUED');
    expect((await app.call('POST', '/wps/rewards/claim', demo, { rewardId: issued.body.value.id })).status).toBe(200);
    expect((await app.call('GET', `/wps/promotions/${birthday.id}`, demo)).body.value.signUpStatus).toBe('CLAIMED');
    expect((await app.call('POST', '/ops/members/demo/rewards', opsHeaders, { source: 'jackpot', amount: 1 })).status).toBe(400);
    expect((await app.call('POST', '/ops/members/nobody/rewards', opsHeaders, { source: 'rebate', amount: 1 })).status).toBe(404);
    expect((await app.call('POST', '/ops/members/demo/rewards', {}, { source: 'rebate', amount: 1 })).status).toBe(401);
  });

  it('is for real members of a merchant with the reward centre on', async () => {
    expect((await app.call('GET', '/wps/rewards')).status).toBe(401);
    expect((await app.call('GET', '/wps/rewards/summary', app.tokenOf('trial01'))).body.errorCode).toBe('free_reject');
    await app.setSwitch('REWCEN3', false);
    try {
      expect((await app.call('GET', '/wps/rewards', demo)).body).toMatchObject({ errorCode: 'rewards.disabled' });
      expect((await app.call('POST', '/wps/rewards/claimAll', demo)).status).toBe(403);
    } finally {
      await app.setSwitch('REWCEN3', true);
    }
  });
});
