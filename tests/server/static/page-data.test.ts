import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageAnswers, pageDataBlock } from '../../../src/server/static/page-data';
import { guestPageSettings } from '../../../src/server/static/page-settings';
import { appDeps } from '../../../src/server/app';
import { opsHeaders, REPO, startTestApp, tempDir, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  const dataDir = tempDir();
  const clientDir = join(dataDir, 'client');
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>');
  // What is answered is under test here, not how fast: a busy machine gets the time it needs.
  t = await startTestApp({ clientDir, pageDataBudgetMs: 10_000 }, { dataDir });
});
afterAll(() => t.close());

const navigate = (url: string) => t.app.inject({ url, headers: { 'sec-fetch-mode': 'navigate', host: 'shop.example:8443' } });

function block(html: string): { host: string; answers: Record<string, { success: boolean; value: unknown }> } | null {
  const found = /<script type="application\/json" id="wl-page-data">([\s\S]*?)<\/script>/.exec(html);
  return found ? JSON.parse(found[1]) : null;
}

describe("a guest's first screen arrives with its data", () => {
  it("answers the home screen's queries, in waves (the lobby's categories wait for the vendor types), keyed by the URL the app asks", async () => {
    const res = await navigate('/m/home');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = block(res.body);
    expect(data?.host).toBe('shop.example:8443');
    const urls = Object.keys(data?.answers ?? {});
    expect(urls).toContain('/wps/game/hot?isPlatform=2&platform=html5&language=CN&merchantCode=DEMO');
    expect(urls.some((url) => url.startsWith('/wps/game/vendorGameTypes?'))).toBe(true);
    expect(urls.filter((url) => url.startsWith('/wps/game/list?gameType=')).length).toBeGreaterThanOrEqual(3);
    // The answers are the platform's own, envelope and all.
    const hot = data!.answers['/wps/game/hot?isPlatform=2&platform=html5&language=CN&merchantCode=DEMO'];
    expect(hot.success).toBe(true);
    expect((hot.value as { list: unknown[] }).list.length).toBeGreaterThan(0);
    // Nothing that needs a session: a guest has none.
    expect(urls.some((url) => url.includes('/wps/member/'))).toBe(false);
  });

  it('takes the route query: a game list page gets the list it will show', async () => {
    const data = block((await navigate('/m/gameList?gameType=LIVE')).body);
    expect(Object.keys(data?.answers ?? {}).some((url) => url.includes('gameType=LIVE'))).toBe(true);
  });

  it('is not sent with a copy fetched for keeping (a service worker), nor for a path without a screen', async () => {
    const kept = await t.app.inject({ url: '/m/index.html', headers: { 'sec-fetch-mode': 'same-origin' } });
    expect(block(kept.body)).toBeNull();
    expect(kept.headers['cache-control']).toBe('no-cache');
    expect(block((await navigate('/m/no-such-screen')).body)).toBeNull();
  });

  it('is not sent while the merchant is under maintenance (the page shows the status screen)', async () => {
    const put = (maintenance: boolean) => t.app.inject({ method: 'PUT', url: '/ops/status', headers: opsHeaders, payload: { maintenance, regionRestriction: false } });
    expect((await put(true)).statusCode).toBe(200);
    try {
      expect(block((await navigate('/m/home')).body)).toBeNull();
    } finally {
      await put(false);
    }
  });

  it("is shared by guests for a few seconds, and an operator's change is in the next guest's page at once", async () => {
    const first = block((await navigate('/m/home')).body);
    const again = block((await navigate('/m/home')).body);
    expect(again).toEqual(first);
    const title = `Page data ${Date.now()}`;
    const made = await t.app.inject({ method: 'POST', url: '/ops/announcements', headers: opsHeaders, payload: { type: 'PL', title, content: 'x', noExpiry: true } });
    expect(made.statusCode).toBe(200);
    const after = await navigate('/m/home');
    expect(after.body).toContain(title);
  });

  it('cannot close its own tag: every "<" in an answer is escaped', () => {
    const html = pageDataBlock('h', { '/wps/x': { value: '</script><script>alert(1)</script>' } })!;
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')).answers['/wps/x'].value).toBe('</script><script>alert(1)</script>');
  });
});

describe('a page never waits long for its answers', () => {
  it('sends what came within its budget; with none left it sends nothing and the page asks itself', async () => {
    const settings = await guestPageSettings(appDeps(t.app), join(REPO, 'layouts'));
    const full = (await pageAnswers(t.app, '127.0.0.1', '/m/home', '', settings)).answers;
    expect(Object.keys(full).length).toBeGreaterThan(5);
    expect((await pageAnswers(t.app, '127.0.0.1', '/m/home', '', settings, 0)).answers).toEqual({});
    // A budget shorter than the first calls take: the page goes with what it has (here, at most a few).
    expect(Object.keys((await pageAnswers(t.app, '127.0.0.1', '/m/home', '', settings, 1)).answers).length).toBeLessThan(Object.keys(full).length);
  });
});

describe('only reads run for a guest', () => {
  it("a query naming a call that changes something (a POST) is not run by the server on the guest's behalf", async () => {
    const settings = await guestPageSettings(appDeps(t.app), join(REPO, 'layouts'));
    const documents = settings.layouts.documents();
    const help = documents.help as { queries?: Record<string, unknown> };
    help.queries = { ...help.queries, sms: { call: 'verification.smsRegister', params: { mobileNum: '9171234567', countryDialingCode: '63' } } };
    const injected: string[] = [];
    const inject = t.app.inject.bind(t.app);
    const spy = vi.spyOn(t.app, 'inject').mockImplementation(((options: { url: string }) => (injected.push(options.url), inject(options as never))) as never);
    try {
      const { answers } = await pageAnswers(t.app, '127.0.0.1', '/m/help', '', { ...settings, layouts: { etag: 'with-a-post-query', documents: () => documents } });
      expect(Object.keys(answers).some((url) => url.startsWith('/wps/system/helpCenter'))).toBe(true);
      expect(injected.some((url) => url.includes('/wps/verification/'))).toBe(false);
      expect(Object.keys(answers).some((url) => url.includes('/wps/verification/'))).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });
});
