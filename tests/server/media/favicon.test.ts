import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsHeaders, startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

describe('GET /favicon.ico', () => {
  it("redirects to the storefront merchant's favicon, which is an image", async () => {
    const res = await t.app.inject({ url: '/favicon.ico' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/assets-static/demo/favicon.svg');
    const icon = await t.app.inject({ url: res.headers.location as string });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('follows the template parameter, but never off-site', async () => {
    await t.app.inject({ method: 'PATCH', url: '/ops/template/parameters', headers: opsHeaders, payload: { favicon: '/assets-static/demo/icon-192.png' } });
    expect((await t.app.inject({ url: '/favicon.ico' })).headers.location).toBe('/assets-static/demo/icon-192.png');
    await t.app.inject({ method: 'PATCH', url: '/ops/template/parameters', headers: opsHeaders, payload: { favicon: '//evil.example/x.ico' } });
    expect((await t.app.inject({ url: '/favicon.ico' })).headers.location).toBe('/assets-static/DEMO/favicon.svg');
  });
});
