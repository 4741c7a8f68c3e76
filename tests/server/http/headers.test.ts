import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

describe('response headers', () => {
  it('API answers are not cached and not sniffed; routes that choose a cache policy keep it', async () => {
    const info = await t.app.inject({ url: '/wps/system/whitelabel' });
    expect(info.headers['cache-control']).toBe('no-store');
    expect(info.headers['x-content-type-options']).toBe('nosniff');
    const layouts = await t.app.inject({ url: '/wps/layouts' });
    expect(layouts.headers['cache-control']).toBe('no-cache');
    const failure = await t.app.inject({ url: '/wps/member/info' });
    expect(failure.statusCode).toBe(401);
    expect(failure.headers['cache-control']).toBe('no-store');
  });
});
