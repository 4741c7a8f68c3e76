import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestMerchant, storefrontMerchant } from '../../../src/server/services/merchant';
import { startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

describe('one merchant resolver', () => {
  it('a guest sees the storefront merchant in every route, even when another merchant was configured first', async () => {
    // A merchant stored before DEMO: the content calls used to pick it for guests while the template and layouts said DEMO.
    t.db.prepare("INSERT INTO merchants (rowid, code, name, template_id) VALUES (0, 'AAA', 'First', 'default')").run();
    try {
      expect(storefrontMerchant(t.db, null)).toBe('DEMO');
      expect(requestMerchant(t.db, null)).toBe('DEMO');
      const games = await t.app.inject({ url: '/wps/game/vendorGameTypes' });
      const template = await t.app.inject({ url: '/wps/system/templates?domain=localhost&device=MOBILE' });
      expect(games.statusCode).toBe(200);
      expect(template.statusCode).toBe(200);
    } finally {
      t.db.prepare("DELETE FROM merchants WHERE code = 'AAA'").run();
    }
  });

  it('a call that names a merchant reads that one (a trial merchant its parent); an unknown one is refused', () => {
    expect(requestMerchant(t.db, null, 'DEMOTRIAL')).toBe('DEMO');
    expect(() => requestMerchant(t.db, null, 'NOPE')).toThrow(/Unknown merchant code: NOPE/);
  });
});
