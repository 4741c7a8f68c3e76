import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDeps } from '../../../src/server/app';
import { createSession } from '../../../src/server/auth/session';
import { pruneTrials, startTrial, TRIAL_RETENTION_MS } from '../../../src/server/services/trial';
import { opsHeaders, startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

const exists = (name: string) => t.db.prepare('SELECT 1 FROM members WHERE username = ?').get(name) !== undefined;
const idOf = (name: string) => (t.db.prepare('SELECT id FROM members WHERE username = ?').get(name) as { id: number }).id;

describe('trial accounts', () => {
  it('are type 4 under the trial merchant with play money', async () => {
    const trial = await startTrial(appDeps(t.app), 'DEMO');
    const row = t.db.prepare('SELECT merchant_code AS m, type, balance_cents AS c FROM members WHERE username = ?').get(trial.userName);
    expect(row).toEqual({ m: 'DEMOTRIAL', type: 4, c: 200000 });
  });

  it('old ones without a live session are pruned; recent or still-used ones stay', async () => {
    const stale = await startTrial(appDeps(t.app), 'DEMO');
    const busy = await startTrial(appDeps(t.app), 'DEMO');
    const fresh = await startTrial(appDeps(t.app), 'DEMO');
    const old = Date.now() - TRIAL_RETENTION_MS - 1000;
    t.db.prepare('UPDATE members SET created_at = ? WHERE username IN (?, ?)').run(old, stale.userName, busy.userName);
    t.db.prepare('DELETE FROM sessions WHERE member_id = ?').run(idOf(stale.userName));
    await createSession(appDeps(t.app).store.db, idOf(busy.userName));
    expect(await pruneTrials(appDeps(t.app).store.db, 'DEMOTRIAL')).toBe(1);
    expect(exists(stale.userName)).toBe(false);
    expect(exists(busy.userName)).toBe(true);
    expect(exists(fresh.userName)).toBe(true);
    expect(exists('demo')).toBe(true);
  });

  it('are refused when the merchant switches free play off', async () => {
    await t.app.inject({ method: 'PATCH', url: '/ops/whitelabel', headers: opsHeaders, payload: { FREEPLAY3: false } });
    await expect(startTrial(appDeps(t.app), 'DEMO')).rejects.toMatchObject({ status: 403, errorCode: 'freeplay.disabled' });
  });
});
