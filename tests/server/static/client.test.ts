import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, tempDir, type TestApp } from '../helpers';

let t: TestApp;
let noClient: TestApp;
beforeAll(async () => {
  const dataDir = tempDir();
  const clientDir = join(dataDir, 'client');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(join(clientDir, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  t = await startTestApp({ clientDir }, { dataDir });
  noClient = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await noClient.close();
});

describe('static client under /m/', () => {
  it('does not publish source maps unless asked to (SERVE_SOURCE_MAPS=1)', async () => {
    const hidden = await t.app.inject({ url: '/m/assets/index-abc123.js.map' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('secret.ts');
    const debugging = await startTestApp({ clientDir: join(t.dataDir, 'client'), sourceMaps: true });
    try {
      expect((await debugging.app.inject({ url: '/m/assets/index-abc123.js.map' })).body).toContain('secret.ts');
    } finally {
      await debugging.close();
    }
  });

  it('a missing file under /m/assets/ is a 404, not index.html (a stale tab\'s lazy load fails clearly)', async () => {
    const res = await t.app.inject({ url: '/m/assets/missing-old123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>app</title>');
    expect(res.body).toContain('/m/assets/missing-old123.js');
  });

  it('a browser GET of an unknown path outside the served areas is sent to /m/home; API and other areas stay 404', async () => {
    const html = { accept: 'text/html,application/xhtml+xml' };
    const res = await t.app.inject({ url: '/promo/summer', headers: html });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/m/home');
    for (const url of ['/wps/nope', '/ops/nope', '/media/nope', '/play/nope', '/assets-static/nope']) {
      expect((await t.app.inject({ url, headers: html })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: '/promo/summer' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/promo/summer', headers: html })).statusCode).toBe(404);
  });

  it.each(['/', '/m', '/m/', '/m/home', '/m/member/agent/getSalaryContract'])('GET %s answers index.html with a strict CSP', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>app</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('hashed assets are immutable for a year', async () => {
    const res = await t.app.inject({ url: '/m/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the service worker is revalidated on every visit (a new build reaches players at once); other root files for 5 minutes', async () => {
    const sw = await t.app.inject({ url: '/m/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/m/robots.txt' })).headers['cache-control']).toBe('public, max-age=300');
  });

  it('never serves files outside the client folder', async () => {
    const res = await t.app.inject({ url: '/m/..%2F..%2Fplatform.db' });
    expect(res.body).toContain('<title>app</title>');
  });

  it('other root files are served as files', async () => {
    const res = await t.app.inject({ url: '/m/robots.txt' });
    expect(res.body).toBe('User-agent: *');
  });

  it('without a build, /m explains how to make one (503)', async () => {
    const res = await noClient.app.inject({ url: '/m/home' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });

  it('unknown /wps paths are JSON 404 envelopes, not the app', async () => {
    const res = await t.app.inject({ url: '/wps/nope' });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, errorCode: 'route.notFound' });
  });
});
