import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp, sessionToken } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

describe('recent-game add', () => {
  it('answers GET /wps/game/recent/add?nodeId= (the spec\'s method) as well as POST', async () => {
    const memberId = (t.db.prepare("SELECT id FROM members WHERE username = 'demo'").get() as { id: number }).id;
    const token = sessionToken(t.db, memberId);
    const [a, b] = (t.db.prepare("SELECT node_id AS nodeId FROM games WHERE merchant_code = 'DEMO' ORDER BY node_id LIMIT 2").all() as { nodeId: number }[]).map((g) => g.nodeId);
    const viaGet = await t.app.inject({ url: `/wps/game/recent/add?nodeId=${a}`, headers: bearer(token) });
    expect(JSON.parse(viaGet.body)).toEqual({ success: true, value: { nodeId: a } });
    const viaPost = await t.app.inject({ method: 'POST', url: '/wps/game/recent', headers: bearer(token), payload: { nodeId: b } });
    expect(JSON.parse(viaPost.body).value).toEqual({ nodeId: b });
    const recent = JSON.parse((await t.app.inject({ url: '/wps/game/recent', headers: bearer(token) })).body).value;
    expect(JSON.stringify(recent)).toContain(String(a));
    expect((await t.app.inject({ url: '/wps/game/recent/add?nodeId=abc', headers: bearer(token) })).statusCode).toBe(400);
    expect(JSON.parse((await t.app.inject({ url: `/wps/game/recent/add?nodeId=${a}` })).body).errorCode).toBe('session.required');
  });
});
