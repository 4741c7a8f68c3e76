import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../../../src/server/routes/accounts/layouts/bundle';
import { startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

describe('layout bundle compression', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('Accept-Encoding %s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it('serves the same JSON compressed or plain, with Vary on the encoding', async () => {
    const plain = await t.app.inject({ url: '/wps/layouts' });
    const br = await t.app.inject({ url: '/wps/layouts', headers: { 'accept-encoding': 'br' } });
    const gz = await t.app.inject({ url: '/wps/layouts', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain('Accept-Encoding');
  });
});
