import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asksWhoIsCalling } from '../../../src/server/http/request-context';
import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import { buildApp } from '../../../src/server/app';
import { tempDir, testConfig } from '../helpers';

describe('who is calling is read where a route may ask, and only there', () => {
  it('files of the app, the studio and the brand are served without it', () => {
    for (const url of ['/', '/?x=1', '/m', '/m/', '/m/home', '/m/assets/index-abc.js', '/m?lang=EN', '/ops/studio', '/ops/studio/', '/ops/studio/assets/a.js', '/assets-static/DEMO/logo.svg', '/favicon.ico']) {
      expect(asksWhoIsCalling(url), url).toBe(false);
    }
    for (const url of ['/wps/member/info', '/ops/layouts/home', '/ops/session', '/lgw/x', '/play/x', '/pay/x', '/media/x', '/mobile', '/ops/studios']) {
      expect(asksWhoIsCalling(url), url).toBe(true);
    }
  });

  const seen = new Map<string, unknown>();
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = tempDir();
    app = buildApp(testConfig(dir));
    app.addHook('onResponse', async (req) => {
      seen.set(req.url, req.platformContext);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a file request reads nothing; an API call reads the caller', async () => {
    await app.inject({ url: '/m/manifest.webmanifest' });
    await app.inject({ url: '/wps/system/whitelabel' });
    expect(seen.get('/m/manifest.webmanifest')).toBeNull();
    expect(seen.get('/wps/system/whitelabel')).toMatchObject({ session: null, opsSession: null });
  });
});
