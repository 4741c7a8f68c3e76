import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../src/cli/precompress';
import { startTestApp, tempDir, type TestApp } from '../helpers';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
let t: TestApp;
beforeAll(async () => {
  const dataDir = tempDir();
  const clientDir = join(dataDir, 'client');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), script);
  precompressDirectory(clientDir);
  t = await startTestApp({ clientDir }, { dataDir });
});
afterAll(() => t.close());

describe('precompressed client assets', () => {
  it('sends the brotli file to browsers that accept it', async () => {
    const res = await t.app.inject({ url: '/m/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await t.app.inject({ url: '/m/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: '/m/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
