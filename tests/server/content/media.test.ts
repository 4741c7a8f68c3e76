import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeXml, wrapWords } from '../../../src/server/content/svg/kit';
import { startContentApp, type ContentApp } from './content-app';
import { HEAD_ICONS } from '../../../src/server/routes/accounts/member/icon';

let t: ContentApp;
beforeAll(async () => {
  t = await startContentApp();
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.base}${path}`, { headers });

describe('generated media', () => {
  it('draws every game image the lists point to, as SVG with an ETag', async () => {
    const { imageUrl, gameName } = (await (await get('/wps/game/list?pageSize=1')).json()).value.games[0];
    const res = await get(imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
    const svg = await res.text();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain(gameName.split(' ')[0]);
  });

  it('pictures e-sports and cockfight vendors\' games (listed as SPORTS) as the lobby groups them: a controller, a rooster', async () => {
    const gameOf = (vendor: string) => (t.db.prepare("SELECT game_id AS id FROM games WHERE vassalage = ? AND game_type = 'SPORTS' LIMIT 1").get(vendor) as { id: string }).id;
    const art = async (vendor: string) => (await get(`/media/games/${gameOf(vendor)}.svg`)).text();
    expect(await art('IMES')).toContain('M64 96h112');
    expect(await art('SV3')).toContain('M96 156c');
    expect(await art('SABA')).toContain('M120 94l21 15');
  });

  it('draws every preset avatar members can pick, each in its own colours; other names are 404', async () => {
    const svgs = await Promise.all(HEAD_ICONS.map(async (name) => {
      const res = await get(`/media/avatars/${name}.svg`);
      expect({ name, status: res.status, type: res.headers.get('content-type') }).toEqual({ name, status: 200, type: expect.stringContaining('image/svg+xml') });
      return res.text();
    }));
    expect(new Set(svgs.map((svg) => /stop-color="(#[0-9a-f]{6})"/.exec(svg)?.[1])).size).toBeGreaterThan(6);
    expect((await get('/media/avatars/avatar-13.svg')).status).toBe(404);
    expect((await get('/media/avatars/..%2Fkeys.svg')).status).toBe(404);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/media/vendors/PG.svg');
    const etag = first.headers.get('etag')!;
    const again = await get('/media/vendors/PG.svg', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('escapes names with XML special characters', async () => {
    t.db.prepare("UPDATE games SET game_name = ? WHERE game_id = 'ky-texas-hold-em'").run('Tom & Jerry <Wins> "Big"');
    const svg = await (await get('/media/games/ky-texas-hold-em.svg')).text();
    expect(svg).toContain('Tom &amp; Jerry');
    expect(svg).toContain('&lt;Wins&gt;');
    expect(svg).not.toContain('<Wins>');
  });

  it('draws banners, promotion images, category icons and the shared lottery icon', async () => {
    const home = (await (await get('/wps/announcements?types=B,PR')).json()).value;
    for (const url of [home.banners[0].url, home.promotion[0].announcementImages[0].url, home.promotion[0].announcementImages[1].url, '/media/promotion-categories/1.svg']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
    }
    const lott = await (await get('/media/vendors/LOTT.svg')).text();
    expect(await (await get('/media/vendors/TCG_SEA.svg')).text()).toBe(lott);
  });

  it.each(['/media/games/nope.svg', '/media/vendors/NOPE.svg', '/media/banners/9999.svg', '/media/promotions/abc.svg', '/media/games/x.png'])('404 for %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'media.notFound' });
  });

  it('escapes and wraps text safely', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(wrapWords('Golden Dragon Megaways Deluxe Edition', 11, 2)).toEqual(['Golden', 'Dragon…']);
  });
});
