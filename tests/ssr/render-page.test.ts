import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDLE_VIEW, type QueryView } from '../../src/engine/queries';
import { expandBundle } from '../../src/engine/templates/expand-bundle';
import type { PageToDraw } from '../../src/engine/drawn-page';
import { drawPage, prepareDrawing } from '../../src/ssr/render-page';

const root = resolve(__dirname, '../..');

function shippedDocuments(): Record<string, unknown> {
  const docs: Record<string, unknown> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (path.endsWith('.json')) {
        const doc = JSON.parse(readFileSync(path, 'utf8')) as { id: string };
        docs[doc.id] = doc;
      }
    }
  };
  walk(join(root, 'layouts'));
  // As players get them: template uses expanded, no templates documents.
  return Object.fromEntries(Object.entries(expandBundle(docs).documents).filter(([, doc]) => (doc as { kind?: string }).kind !== 'templates'));
}

const documents = shippedDocuments();
const page = (over: Partial<PageToDraw>): PageToDraw => ({
  url: '/m/home',
  etag: 'shipped',
  documents: () => documents,
  template: { templateId: '1', merchantCode: 'DEMO', parameters: { title: 'Demo Casino', language: 'CN,EN', primaryColor: '#ff0000' } },
  flags: {},
  language: 'CN',
  data: {},
  userAgent: 'Mozilla/5.0 (Linux; Android 13)',
  downloadBarHidden: false,
  member: null,
  ...over,
});

beforeAll(() => prepareDrawing(), 60_000);

describe("the platform draws a guest's page with the app itself", () => {
  it('draws the route with its chrome in the page language, with the merchant colours and title', () => {
    const cn = drawPage(page({ url: '/m/login' }))!;
    expect(cn.html).toContain('登录');
    expect(cn.style).toContain('--primary: #ff0000;');
    expect(cn.title).toBe('Demo Casino');
    const en = drawPage(page({ url: '/m/login', language: 'EN' }))!;
    expect(en.html).toContain('>Login<');
    expect(en.html).not.toContain('登录');
  });

  it("shows the answers the page was drawn with, as the screen's store holds them", () => {
    const help: QueryView = { ...IDLE_VIEW, status: 'ready', items: [{ title: 'How do I deposit?', content: '<p>Open the wallet.</p>' }], count: 1, total: 1 };
    const drawn = drawPage(page({ url: '/m/help', data: { help } }))!;
    expect(drawn.html).toContain('How do I deposit?');
    // Without answers the list shows as the app's first render shows it: not as an answer.
    expect(drawPage(page({ url: '/m/help' }))!.html).not.toContain('How do I deposit?');
  });

  it("leaves operator HTML out (nothing can sanitise it without a DOM); the browser puts it in after taking over", () => {
    const content = '<p>Deposit bonus</p><img src="x" onerror="alert(1)"><script>alert(2)</script>';
    const promotion: QueryView = { ...IDLE_VIEW, status: 'ready', value: { id: 7, title: 'Weekend bonus', content }, items: [] };
    const html = drawPage(page({ url: '/m/activityDetail?id=7', data: { promotion } }))!.html;
    expect(html).toContain('Weekend bonus');
    expect(html).toContain('<div class="wl-html"></div>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('alert(');
    expect(html).not.toContain('Deposit bonus');
  });

  it('draws nothing where a guest is sent on (a member route) or where no screen is', () => {
    expect(drawPage(page({ url: '/m/mine' }))).toBeNull();
    expect(drawPage(page({ url: '/m/no-such-page' }))).toBeNull();
  });

  it("draws a member's page as their type of member's: signed in, nothing of their own, their screens open", () => {
    const member = drawPage(page({ member: { type: 0 } }))!.html;
    const guest = drawPage(page({}))!.html;
    // The header's sign-in and sign-up are a guest's; the balance block is a member's, not yet known.
    expect(guest).toContain('立即注册');
    expect(member).not.toContain('立即注册');
    expect(member).toContain('账户余额');
    expect(member).not.toMatch(/¥\s?\d/);
    const centre = drawPage(page({ url: '/m/mine', member: { type: 0 } }));
    expect(centre?.html).toContain('退出登录');
    // An agent's centre, drawn for an agent.
    expect(drawPage(page({ url: '/m/member/home', member: { type: 1 } }))?.html).toContain('代理首页');
  });
});
