import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { pageDrawer } from '../../../src/server/static/server-render';
import { withGuestPage } from '../../../src/server/static/client';
import { startTestApp, tempDir, type TestApp } from '../helpers';

/** A stand-in for the built drawer (dist/ssr/render-page.js): says what it was given. */
const FAKE_DRAWER = `
export async function prepareDrawing() { globalThis.__drawPrepared = (globalThis.__drawPrepared ?? 0) + 1; }
export function drawPage(page) {
  const mode = globalThis.__drawMode ?? 'draw';
  if (mode === 'throw') throw new Error('a widget threw');
  if (mode === 'slow') { const end = Date.now() + 60; while (Date.now() < end); }
  if (mode === 'none') return null;
  return { html: '<main data-lang="' + page.language + '" data-queries="' + Object.keys(page.data).sort().join(',') + '" data-bar="' + page.downloadBarHidden + '" data-member="' + (page.member ? page.member.type : '') + '" data-statuses="' + [...new Set(Object.values(page.data).map((view) => view.status))].sort().join(',') + '">drawn ' + page.url + '</main>', style: '--primary: #ff0000;', title: 'Demo <Casino>' };
}
`;
const INDEX = '<!doctype html><html lang="zh-CN"><head><title>Loading…</title></head><body><div id="root"><div class="boot-loader"><span></span></div></div><!--/root--></body></html>';

const mode = (value: string) => ((globalThis as { __drawMode?: string }).__drawMode = value);

let t: TestApp;
beforeAll(async () => {
  const dataDir = tempDir();
  const clientDir = join(dataDir, 'client');
  const ssrDir = join(dataDir, 'ssr');
  mkdirSync(clientDir, { recursive: true });
  mkdirSync(ssrDir, { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), INDEX);
  writeFileSync(join(ssrDir, 'render-page.js'), FAKE_DRAWER);
  t = await startTestApp({ clientDir, ssrDir, pageDataBudgetMs: 10_000, drawBudgetMs: 5_000 }, { dataDir });
});
afterAll(() => t.close());

const navigate = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: { 'sec-fetch-mode': 'navigate', host: 'shop.example', 'user-agent': 'Mozilla/5.0 (Linux; Android 13)', ...(cookie ? { cookie } : {}) } });

function drawnFacts(html: string): { screen: string; lang: string; queries: string[]; member?: boolean } | null {
  const found = /<script type="application\/json" id="wl-drawn">([\s\S]*?)<\/script>/.exec(html);
  return found ? JSON.parse(found[1]) : null;
}

describe("a guest's page arrives drawn", () => {
  it('puts the drawn page in #root with what it was drawn with, the colours and the title, beside the data block', async () => {
    mode('draw');
    const html = (await navigate('/m/home')).body;
    expect(html).toContain('<div id="root" data-drawn="1" inert><main data-lang="CN"');
    expect(html).not.toContain('boot-loader');
    expect(html).toContain('<html lang="zh-CN" style="--primary: #ff0000;">');
    expect(html).toContain('<title>Demo &lt;Casino&gt;</title>');
    const facts = drawnFacts(html)!;
    expect(facts.screen).toBe('home');
    expect(facts.lang).toBe('CN');
    // The queries whose answers it shows (the drawer was given their views; the app makes the same).
    expect(facts.queries.length).toBeGreaterThan(2);
    expect(html).toContain(`data-queries="${[...facts.queries].sort().join(',')}"`);
    expect(html).toContain('id="wl-page-data"');
  });

  it('draws in the language the device chose (and asks the answers in it), with its download bar', async () => {
    mode('draw');
    const html = (await navigate('/m/home', 'wl_view=EN.n')).body;
    expect(html).toContain('data-lang="EN"');
    expect(html).toContain('data-bar="true"');
    expect(drawnFacts(html)?.lang).toBe('EN');
    expect(html).toContain('language=EN');
    expect(html).not.toContain('language=CN');
  });

  it("draws a member's page as their type of member's: no guest's answer in it, each query it starts shown loading", async () => {
    mode('draw');
    const guest = drawnFacts((await navigate('/m/home')).body)!;
    const html = (await navigate('/m/home', 'wl_view=CN.m1')).body;
    expect(html).toContain('<div id="root" data-drawn="1" inert><main data-lang="CN"');
    expect(html).toContain('data-member="1"');
    expect(html).toContain('data-statuses="loading"');
    expect(drawnFacts(html)).toEqual({ screen: 'home', lang: 'CN', queries: [], member: true });
    // A guest's answers are of no use to a member (the app never takes them for a call with a token): none are sent.
    expect(html).not.toContain('id="wl-page-data"');
    // A member's first render starts queries a guest's does not (the inbox, the member's wallet parts…).
    const loading = /data-queries="([^"]*)"/.exec(html)![1].split(',');
    expect(loading.length).toBeGreaterThan(0);
    expect(loading.some((name) => !guest.queries.includes(name))).toBe(true);
  });

  it("does not draw a member's page whose member type the device did not say, nor as a guest's: the app draws it", async () => {
    mode('draw');
    const html = (await navigate('/m/home', 'wl_view=CN.m')).body;
    expect(html).toContain('boot-loader');
    expect(html).not.toContain('data-drawn');
    expect(drawnFacts(html)).toBeNull();
    expect(html).not.toContain('id="wl-page-data"');
  });

  it("leaves the studio's preview frame to the app (it follows the operator's drafts)", async () => {
    mode('draw');
    const html = (await t.app.inject({ url: '/m/login', headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe', host: 'shop.example' } })).body;
    expect(html).not.toContain('data-drawn');
    expect(html).toContain('boot-loader');
  });

  it('sends the page as before when drawing fails or draws nothing', async () => {
    for (const how of ['throw', 'none']) {
      mode(how);
      const html = (await navigate(`/m/help?try=${how}`)).body;
      expect(html).toContain('boot-loader');
      expect(drawnFacts(html)).toBeNull();
      expect(html).toContain('id="wl-page-data"');
    }
  });
});

describe('the page drawer', () => {
  const page = { url: '/m/home', etag: 'e', documents: () => ({}), template: { templateId: '1', merchantCode: 'DEMO', parameters: {} }, flags: {}, language: 'CN', data: {}, userAgent: '', downloadBarHidden: false, member: null };
  const fakeLog = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };
  const builtDrawer = () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'render-page.js'), FAKE_DRAWER);
    return dir;
  };

  it('draws nothing without a build', async () => {
    expect(await pageDrawer(tempDir(), fakeLog()).draw(page)).toBeNull();
  });

  it('says a failure once, and the page goes undrawn each time', async () => {
    const log = fakeLog();
    const drawer = pageDrawer(builtDrawer(), log);
    mode('throw');
    expect(await drawer.draw(page)).toBeNull();
    expect(await drawer.draw(page)).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('sends a page that took longer than its budget undrawn, and says so once', async () => {
    const log = fakeLog();
    const drawer = pageDrawer(builtDrawer(), log, 10);
    mode('slow');
    expect(await drawer.draw(page)).toBeNull();
    expect(await drawer.draw(page)).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(String(log.warn.mock.calls[0][1])).toMatch(/took \d+ ms \(budget 10\)/);
    mode('draw');
    expect((await pageDrawer(builtDrawer(), log, 5_000).draw(page))?.html).toContain('drawn /m/home');
  });
});

describe('index.html with a guest page', () => {
  it('escapes what could end the attribute or the title, and leaves the page alone without a root marker', () => {
    const drawn = { html: '<p>x</p>', style: '--bg: #000;', title: '</title><script>', block: '<script type="application/json" id="wl-drawn">{}</script>' };
    const out = withGuestPage(INDEX, { block: null, drawn });
    expect(out).toContain('<title>&lt;/title&gt;&lt;script&gt;</title>');
    expect(out).toContain('id="wl-drawn"');
    // With the build's stylesheets, each once: the drawn widgets' styles come with the page.
    const styled = withGuestPage(INDEX.replace('</head>', '<link rel="stylesheet" crossorigin href="/m/assets/index-1.css"></head>'), { block: null, drawn }, ['/m/assets/index-1.css', '/m/assets/shell-2.css']);
    expect(styled.match(/index-1\.css/g)).toHaveLength(1);
    expect(styled).toContain('<link rel="stylesheet" crossorigin href="/m/assets/shell-2.css">');
    expect(styled.indexOf('shell-2.css')).toBeLessThan(styled.indexOf('</head>'));
    const unmarked = '<html><head><title>a</title></head><body><div id="root"></div></body></html>';
    expect(withGuestPage(unmarked, { block: null, drawn }, ['/m/assets/shell-2.css'])).toBe(unmarked);
  });
});
