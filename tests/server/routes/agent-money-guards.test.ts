import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, opsHeaders, startTestApp, type TestApp, sessionToken } from '../helpers';

let t: TestApp;
let agent: Record<string, string>;
let demo: Record<string, string>;
const id = (u: string) => (t.db.prepare('SELECT id FROM members WHERE username = ?').get(u) as { id: number }).id;
const balanceOf = (u: string) => (t.db.prepare('SELECT balance_cents AS c FROM members WHERE username = ?').get(u) as { c: number }).c;
beforeAll(async () => {
  t = await startTestApp();
  agent = bearer(sessionToken(t.db, id('agent01')));
  demo = bearer(sessionToken(t.db, id('demo')));
});
afterAll(async () => t.close());

const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) => {
  const res = await t.app.inject({ method, url, headers, payload });
  return { status: res.statusCode, body: JSON.parse(res.body) };
};

describe('rebate rates only go down the hierarchy', () => {
  it("a sub-agent's rate cannot be set below what its own members already have, nor above the agent's", async () => {
    // agent02's member player04 earns 0.7% on slots.
    t.db.prepare("INSERT INTO agent_rebates (member_id, game_type, rate_bp) VALUES (?, 'RNG', 70) ON CONFLICT(member_id, game_type) DO UPDATE SET rate_bp = 70").run(id('player04'));
    const below = await call('POST', '/wps/agent/updateDownlineRebates', agent, { username: 'agent02', rates: { RNG: 0.5 } });
    expect(below).toMatchObject({ status: 400, body: { errorCode: 'rebate.belowDownline', data: { field: 'rates.RNG', min: 0.7 } } });
    const above = await call('POST', '/wps/agent/updateDownlineRebates', agent, { username: 'agent02', rates: { RNG: 1.3 } });
    expect(above).toMatchObject({ status: 400, body: { errorCode: 'rebate.exceeds', data: { max: 1.2 } } });
    expect((await call('POST', '/wps/agent/updateDownlineRebates', agent, { username: 'agent02', rates: { RNG: 0.7 } })).status).toBe(200);
    const rates = (await call('GET', '/wps/agent/rebates', agent)).body.value.downlines.find((d: { username: string }) => d.username === 'agent02').rates;
    expect(rates.RNG).toBe(0.7);
  });
});

describe('no transfer to a disabled member', () => {
  it('a single transfer and a batch naming one are refused; nothing moves', async () => {
    expect((await call('PATCH', '/ops/members/player02', opsHeaders, { disabled: true })).status).toBe(200);
    const before = [balanceOf('agent01'), balanceOf('player01'), balanceOf('player02')];
    const single = await call('POST', '/wps/agent/transferDownline', agent, { username: 'player02', amount: 10 });
    expect(single).toMatchObject({ status: 400, body: { errorCode: 'downline.disabled' } });
    const batch = await call('POST', '/wps/agent/transferMultipleDownline', agent, { transfers: [{ username: 'player01', amount: 5 }, { username: 'player02', amount: 5 }] });
    expect(batch).toMatchObject({ status: 400, body: { errorCode: 'downline.disabled', data: { field: 'transfers.1.username' } } });
    expect([balanceOf('agent01'), balanceOf('player01'), balanceOf('player02')]).toEqual(before);
    expect((await call('PATCH', '/ops/members/player02', opsHeaders, { disabled: false })).status).toBe(200);
    expect((await call('POST', '/wps/agent/transferDownline', agent, { username: 'player02', amount: 10 })).status).toBe(200);
  });
});

describe("an operator's balance change", () => {
  it('takes at most 2 decimals and writes an account record with the difference', async () => {
    const before = balanceOf('demo');
    expect((await call('PUT', '/ops/members/demo/balance', opsHeaders, { sumBalance: 100.125 })).body).toMatchObject({ errorCode: 'validation.failed', data: { issues: [{ field: 'sumBalance', message: 'at most 2 decimals' }] } });
    expect(balanceOf('demo')).toBe(before);
    const set = await call('PUT', '/ops/members/demo/balance', opsHeaders, { sumBalance: 2000.5 });
    expect(set.body.value).toEqual({ username: 'demo', sumBalance: 2000.5 });
    const records = (await call('GET', '/wps/transaction/records?kind=adjustment', demo)).body.value as { amount: number; status: string; detail: Record<string, unknown> }[];
    expect(records[0]).toMatchObject({ amount: (200_050 - before) / 100, status: 'DONE', detail: { source: 'operator', before: before / 100, after: 2000.5 } });
    // The same balance again changes nothing and records nothing (the other adjustment is the opening one).
    await call('PUT', '/ops/members/demo/balance', opsHeaders, { sumBalance: 2000.5 });
    const after = (await call('GET', '/wps/transaction/records?kind=adjustment', demo)).body.value as { detail: Record<string, unknown> }[];
    expect(after.map((record) => record.detail.source)).toEqual(['operator', 'opening']);
  });
});
