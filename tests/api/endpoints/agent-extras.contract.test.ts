import { describe, expect, it } from 'vitest';
import { addAgentAffiliateCode, getAgentAffiliate } from '../../../src/api/endpoints/agent/affiliate';
import { getDownline } from '../../../src/api/endpoints/agent/downline';
import { getQuotas } from '../../../src/api/endpoints/agent/quotas';
import { getSubordinates } from '../../../src/api/endpoints/agent/subordinates';
import { getTeamKpiVariant } from '../../../src/api/endpoints/agent/team-kpi-variant';
import { transferToDownlines } from '../../../src/api/endpoints/agent/transfer-multiple';
import { login } from '../../../src/api/endpoints/session/login';
import { getWallet } from '../../../src/api/endpoints/wallet/gcs';
import { useLiveServer } from '../live-server';

const server = useLiveServer();
const asAgent = async () => server.setToken((await login({ type: 'username', username: 'agent01', password: 'agent1234' })).token);

describe('agent calls through the client modules', () => {
  it('team KPI variants cover today, this week and this month', async () => {
    await asAgent();
    const today = new Date().toISOString().slice(0, 10);
    const [a, b, c] = [await getTeamKpiVariant('A'), await getTeamKpiVariant('B'), await getTeamKpiVariant('C')];
    expect(a).toMatchObject({ variant: 'A', startDate: today, endDate: today });
    expect(new Date(`${b.startDate}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(c.startDate).toBe(`${today.slice(0, 7)}-01`);
    // Every seeded member signed up today, so each period counts them on top of the baseline of 3.
    expect(a.footer.teamRegisterMemberCount).toBeGreaterThan(3);
    expect(c.footer.teamRegisterMemberCount).toBe(a.footer.teamRegisterMemberCount);
  });

  it('subordinates page through the whole tree; downline details reach the second level', async () => {
    await asAgent();
    const all = await getSubordinates({ pageSize: 2 });
    expect(all.totalCount).toBe(6);
    expect(all.totalPages).toBe(3);
    const last = await getSubordinates({ pageSize: 2, pageNo: 3 });
    expect(last.list.at(-1)).toMatchObject({ username: 'player04', level: 2, parent: 'agent02' });
    expect((await getSubordinates({ level: 1 })).totalCount).toBe(5);
    expect((await getSubordinates({ username: 'player0' })).list.map((m) => m.username)).toEqual(['player01', 'player02', 'player03', 'player04']);
    expect(await getDownline('player04')).toMatchObject({ username: 'player04', level: 2, directCount: 0, online: false, lastLoginAt: null });
    expect((await getDownline('agent02')).directCount).toBe(1);
    await expect(getDownline('agent01')).rejects.toMatchObject({ status: 404, code: 'downline.notFound' });
  });

  it('quotas count direct members of each type', async () => {
    await asAgent();
    expect((await getQuotas()).list).toEqual([
      { type: 0, label: 'member', total: 50, used: 4, remaining: 46 },
      { type: 2, label: 'agent', total: 5, used: 1, remaining: 4 },
    ]);
  });

  it('transferMultipleDownline is all or nothing', async () => {
    await asAgent();
    const before = (await getWallet()).sumBalance;
    await expect(transferToDownlines([{ username: 'player01', amount: 5 }, { username: 'player04', amount: 5 }])).rejects.toMatchObject({ status: 404, data: { username: 'player04' } });
    await expect(transferToDownlines([{ username: 'player01', amount: before }, { username: 'player02', amount: 1 }])).rejects.toMatchObject({ status: 400, code: 'balance.insufficient' });
    await expect(transferToDownlines([{ username: 'player01', amount: 1 }, { username: 'PLAYER01', amount: 1 }])).rejects.toMatchObject({ status: 400, code: 'validation.failed' });
    expect((await getWallet()).sumBalance).toBe(before);
    const done = await transferToDownlines([{ username: 'player01', amount: 10.5 }, { username: 'player03', amount: 20 }]);
    expect(done).toMatchObject({ total: 30.5, sumBalance: before - 30.5 });
    expect(done.transfers).toEqual([{ username: 'player01', amount: 10.5, balance: 110.5 }, { username: 'player03', amount: 20, balance: 320 }]);
  });

  it('affiliate lists the codes with links and adds new ones; members are refused', async () => {
    await asAgent();
    const first = await getAgentAffiliate();
    expect(first.list[0]).toMatchObject({ code: 'AGENT01X', url: expect.stringContaining('/m/register?affiliateCode=AGENT01X') });
    const more = await addAgentAffiliateCode('promo.example.com');
    expect(more.list).toHaveLength(2);
    expect(more.list[1].url).toMatch(/^https:\/\/promo\.example\.com\/m\/register\?affiliateCode=[0-9A-F]{10}$/);
    await expect(addAgentAffiliateCode('not a domain')).rejects.toMatchObject({ status: 400 });
    server.setToken((await login({ type: 'username', username: 'demo', password: 'demo1234' })).token);
    await expect(getAgentAffiliate()).rejects.toMatchObject({ status: 403, code: 'agent.only' });
    await expect(getQuotas()).rejects.toMatchObject({ status: 403 });
    server.setToken(null);
    await expect(getSubordinates()).rejects.toMatchObject({ status: 401 });
  });
});
