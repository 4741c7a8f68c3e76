import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsHeaders, startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

describe('POST /ops/members', () => {
  it('a type 4 account is created under the trial merchant code; others under DEMO', async () => {
    const trial = await t.app.inject({ method: 'POST', url: '/ops/members', headers: opsHeaders, payload: { username: 'trial09', password: 'trial1234', type: 4 } });
    expect(trial.statusCode).toBe(201);
    expect(JSON.parse(trial.body).value.merchantCode).toBe('DEMOTRIAL');
    const real = await t.app.inject({ method: 'POST', url: '/ops/members', headers: opsHeaders, payload: { username: 'real01', password: 'real12345', type: 0 } });
    expect(JSON.parse(real.body).value.merchantCode).toBe('DEMO');
    const rows = t.db.prepare("SELECT username, merchant_code AS m FROM members WHERE username IN ('trial09', 'real01') ORDER BY username").all();
    expect(rows).toEqual([{ username: 'real01', m: 'DEMO' }, { username: 'trial09', m: 'DEMOTRIAL' }]);
  });
});
