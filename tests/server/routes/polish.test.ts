import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../src/server/config';
import { bearer, opsHeaders, startTestApp, tempDir, type TestApp, sessionToken } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

const memberId = (username: string) => (t.db.prepare('SELECT id FROM members WHERE username = ?').get(username) as { id: number }).id;

describe('review polish', () => {
  it('REWCEN3 off refuses promotion sign-up and reward requests with the permission text', async () => {
    const token = sessionToken(t.db, memberId('demo'));
    await t.app.inject({ method: 'PATCH', url: '/ops/whitelabel', headers: opsHeaders, payload: { REWCEN3: false } });
    const promotionId = (t.db.prepare("SELECT id FROM announcements WHERE type = 'PR' ORDER BY id LIMIT 1").get() as { id: number }).id;
    for (const url of ['/wps/promotions/signUp', '/wps/promotions/requestReward']) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { promotionId } });
      expect(res.statusCode, url).toBe(403);
      expect(JSON.parse(res.body)).toMatchObject({ errorCode: 'rewards.disabled', message: 'Sorry, this account does not have permission or the feature is temporarily unavailable.' });
    }
    await t.app.inject({ method: 'PATCH', url: '/ops/whitelabel', headers: opsHeaders, payload: { REWCEN3: true } });
    const again = await t.app.inject({ method: 'POST', url: '/wps/promotions/signUp', headers: bearer(token), payload: { promotionId } });
    expect(again.statusCode).not.toBe(403);
  });

  it('seeded members each have their own salt', () => {
    const hashes = (t.db.prepare("SELECT password_hash AS h FROM members WHERE username IN ('player01', 'player02', 'player03')").all() as { h: string }[]).map((r) => r.h);
    expect(hashes).toHaveLength(3);
    expect(new Set(hashes.map((h) => h.split('$')[4])).size).toBe(3);
  });

  it('/ops/test/* answers 404 without OPS_TEST_HOOKS=1', async () => {
    const plain = await startTestApp({ testHooks: false });
    try {
      for (const url of ['/ops/test/sms/9170000001', '/ops/test/captcha/abc']) {
        const res = await plain.app.inject({ url, headers: opsHeaders });
        expect(res.statusCode, url).toBe(404);
        expect(JSON.parse(res.body).errorCode).toBe('route.notFound');
      }
    } finally {
      await plain.close();
    }
  });

  it('the data folder is created readable by its owner only', () => {
    const dir = join(tempDir(), 'data');
    configFromEnv({ DATA_DIR: dir, OPS_TOKEN: 'a-long-enough-token' });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });
});
