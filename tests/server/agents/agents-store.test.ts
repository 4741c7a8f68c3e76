import { describe, expect, it } from 'vitest';
import { answerContract, contractsOf } from '../../../src/server/services/agents/contracts';
import { directMembersByName, downlineFacts, firstDirectMembers, quotaUse } from '../../../src/server/services/agents/downlines';
import { downlineCeiling, ratesOf, ratesOfMembers, setDownlineRates, setRates } from '../../../src/server/services/agents/rebates';
import { addAffiliateCode, affiliateCodeCount } from '../../../src/server/services/agents/affiliate-links';
import { findInTree, subordinatesPage } from '../../../src/server/services/member-tree';
import { teamCounters } from '../../../src/server/services/team';
import { bothEngines } from '../../support/engines';
import { seedTeam } from '../../support/team-rows';

describe.each(bothEngines())('an agent\'s team on $engine', (engine) => {
  it('pages the whole tree by level then name, finds members in it ignoring case, and nobody else\'s', async () => {
    const store = await engine.open();
    const { agent, g1 } = await seedTeam(store);
    const page = await subordinatesPage(store.db, agent, { offset: 0, limit: 2 });
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => [r.username, r.level, r.parent])).toEqual([['Dora_1', 1, 'agent'], ['dan', 1, 'agent']]);
    expect((await subordinatesPage(store.db, agent, { offset: 2, limit: 2 })).rows).toEqual([{ id: g1, username: 'gus', nickname: '', type: 0, balance: 123.45, parent: 'Dora_1', level: 2, createdAt: 1000 }]);
    expect((await subordinatesPage(store.db, agent, { offset: 0, limit: 9, search: 'A_' })).rows.map((r) => r.username)).toEqual(['Dora_1']);
    expect((await subordinatesPage(store.db, agent, { offset: 0, limit: 9, maxLevel: 1 })).total).toBe(2);
    expect(await findInTree(store.db, agent, 'gus')).toMatchObject({ level: 2 });
    expect(await findInTree(store.db, agent, 'stranger')).toBeUndefined();
    expect((await directMembersByName(store.db, agent)).map((m) => m.username)).toEqual(['Dora_1', 'dan']);
    expect((await firstDirectMembers(store.db, agent, 1))).toEqual([{ username: 'Dora_1', nickname: '', type: 1, balance: 123.45, createdAt: 1000 }]);
  });

  it('counts quotas used, sign-ups, logins and who is online', async () => {
    const store = await engine.open();
    const { agent, d1, d2 } = await seedTeam(store);
    await store.db.insertInto('agent_quotas').values([{ member_id: agent, member_type: 0, total: 5 }, { member_id: agent, member_type: 1, total: 1 }]).execute();
    expect(await quotaUse(store.db, agent)).toEqual([{ type: 0, total: 5, used: 1 }, { type: 1, total: 1, used: 1 }]);
    await store.db.insertInto('sessions').values([
      { token: 'a', member_id: d1, created_at: 1500, expires_at: 9_000_000_000_000 },
      { token: 'b', member_id: d1, created_at: 1600, expires_at: 2000 },
      { token: 'c', member_id: d2, created_at: 5000, expires_at: 6000 },
    ]).execute();
    expect(await downlineFacts(store.db, d1)).toEqual({ clubLabel: '', lastLoginAt: 1600, lastSeenExpiry: 9_000_000_000_000, directCount: 1 });
    expect(await downlineFacts(store.db, d2)).toEqual({ clubLabel: '', lastLoginAt: 5000, lastSeenExpiry: 6000, directCount: 0 });
    expect(await teamCounters(store.db, agent, 0, 2000, 3000)).toEqual({ teamLoginMemberCount: 1, teamBetMemberCount: 0, teamRegisterMemberCount: 2, teamOnlineCount: 1 });
    expect(await affiliateCodeCount(store.db, agent)).toBe(0);
    await addAffiliateCode(store.db, agent, 'promo.example.com');
    expect(await affiliateCodeCount(store.db, agent)).toBe(1);
  });

  it('answers a contract once, even answered twice at the same moment', async () => {
    const store = await engine.open();
    const { d1, d2 } = await seedTeam(store);
    const { id } = await store.db.insertInto('agent_contracts').values({ member_id: d1, kind: 'dividend', terms: '{"share":10}', status: 'PENDING', created_at: 1 }).returning('id').executeTakeFirstOrThrow();
    const outcomes = await Promise.allSettled([answerContract(store.db, d1, id, true, 5), answerContract(store.db, d1, id, false, 6)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { status: 409 } });
    await expect(answerContract(store.db, d2, id, true)).rejects.toMatchObject({ status: 404 });
    const [contract] = await contractsOf(store.db, d1, 'dividend');
    expect(contract).toMatchObject({ id, kind: 'dividend', terms: { share: 10 } });
    expect(['ACCEPTED', 'REJECTED']).toContain(contract.status);
    expect(await contractsOf(store.db, d1, 'hourlySalary')).toEqual([]);
  });

  it('keeps rebate rates between the agent\'s own and what the member gave below it', async () => {
    const store = await engine.open();
    const { agent, d1, d2, g1 } = await seedTeam(store);
    await setRates(store.db, agent, { RNG: 1.2, LIVE: 0.8 });
    await setRates(store.db, g1, { RNG: 0.3 });
    expect(await ratesOf(store.db, agent)).toMatchObject({ RNG: 1.2, LIVE: 0.8, PVP: 0 });
    expect(await downlineCeiling(store.db, d1)).toMatchObject({ RNG: 0.3, LIVE: 0 });
    await expect(setDownlineRates(store, agent, 'Dora_1', { RNG: 1.3 })).rejects.toMatchObject({ errorCode: 'rebate.exceeds', data: { max: 1.2 } });
    await expect(setDownlineRates(store, agent, 'Dora_1', { RNG: 0.2 })).rejects.toMatchObject({ errorCode: 'rebate.belowDownline', data: { min: 0.3 } });
    await expect(setDownlineRates(store, agent, 'stranger', { RNG: 0.2 })).rejects.toMatchObject({ status: 404 });
    expect(await setDownlineRates(store, agent, 'Dora_1', { RNG: 0.5, LIVE: 0.8 })).toMatchObject({ RNG: 0.5, LIVE: 0.8 });
    const many = await ratesOfMembers(store.db, [d1, d2]);
    expect(many.get(d1)).toMatchObject({ RNG: 0.5 });
    expect(many.get(d2)).toMatchObject({ RNG: 0 });
    expect(await ratesOfMembers(store.db, [])).toEqual(new Map());
  });
});
