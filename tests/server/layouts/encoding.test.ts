import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../../../src/server/http/encoding';
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

describe('JSON answers are compressed', () => {
  it('a game list over 1 KB goes out gzipped for a browser that accepts it, and reads the same', async () => {
    const app = await startTestApp();
    try {
      const plain = await app.app.inject({ url: '/wps/game/list?gameType=RNG&pageSize=36&platform=html5' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const packed = await app.app.inject({ url: '/wps/game/list?gameType=RNG&pageSize=36&platform=html5', headers: { 'accept-encoding': 'gzip' } });
      expect(packed.headers['content-encoding']).toBe('gzip');
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(gunzipSync(packed.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    } finally {
      await app.close();
    }
  });
});
