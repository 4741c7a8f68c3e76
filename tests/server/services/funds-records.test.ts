import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp, sessionToken } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

describe('GET /wps/transaction/records', () => {
  it('lists the account records newest first by when they happened, whatever order they were written in', async () => {
    const id = (t.db.prepare("SELECT id FROM members WHERE username = 'demo'").get() as { id: number }).id;
    const headers = bearer(sessionToken(t.db, id));
    const res = await t.app.inject({ method: 'GET', url: '/wps/transaction/records?size=100', headers });
    const records = JSON.parse(res.body).value as { createdAt: number; kind: string; detail: { source?: string } }[];
    // The seed writes the deposits and withdrawals first, then the red envelopes of later days.
    expect(new Set(records.map((r) => r.kind))).toEqual(new Set(['deposit', 'withdraw', 'bonus', 'adjustment']));
    const times = records.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The opening record comes before every other one.
    expect(records.at(-1)?.detail.source).toBe('opening');
  });
});
