import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDeps } from '../../../src/server/app';
import { readRequestContext } from '../../../src/server/http/request-context';
import { guestStorefront, requestMerchant } from '../../../src/server/services/merchant';
import { startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

/** A guest's request as routes see it: the merchants read first, as installRequestContext does. */
async function guestRequest(): Promise<FastifyRequest> {
  const request = { url: '/wps/x', headers: {} } as unknown as FastifyRequest;
  request.platformContext = await readRequestContext(appDeps(t.app).store, request);
  return request;
}

describe('one merchant resolver', () => {
  it('a guest sees the storefront merchant in every route, even when another merchant was configured first', async () => {
    // A merchant stored before DEMO: the content calls used to pick it for guests while the template and layouts said DEMO.
    t.db.prepare("INSERT INTO merchants (rowid, code, name, template_id) VALUES (0, 'AAA', 'First', 'default')").run();
    try {
      expect(await guestStorefront(appDeps(t.app).store.db)).toBe('DEMO');
      expect(requestMerchant(await guestRequest())).toBe('DEMO');
      const games = await t.app.inject({ url: '/wps/game/vendorGameTypes' });
      const template = await t.app.inject({ url: '/wps/system/templates?domain=localhost&device=MOBILE' });
      expect(games.statusCode).toBe(200);
      expect(template.statusCode).toBe(200);
    } finally {
      t.db.prepare("DELETE FROM merchants WHERE code = 'AAA'").run();
    }
  });

  it('a call that names a merchant reads that one (a trial merchant its parent); an unknown one is refused', async () => {
    const request = await guestRequest();
    expect(requestMerchant(request, 'DEMOTRIAL')).toBe('DEMO');
    expect(() => requestMerchant(request, 'NOPE')).toThrow(/Unknown merchant code: NOPE/);
  });

  it("a trial account's session sees its parent merchant", async () => {
    const { token } = (await t.app.inject({ url: '/wps/member/trialuser' })).json<{ value: { token: string } }>().value;
    const request = { url: '/wps/x', headers: { authorization: `Bearer ${token}` } } as unknown as FastifyRequest;
    request.platformContext = await readRequestContext(appDeps(t.app).store, request);
    expect(request.platformContext.session).toMatchObject({ merchantCode: 'DEMOTRIAL', storefront: 'DEMO' });
    expect(requestMerchant(request)).toBe('DEMO');
  });
});
