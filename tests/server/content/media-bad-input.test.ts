import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function get(url: string, method: 'GET' | 'POST' | 'DELETE' = 'GET') {
  const res = await t.app.inject({ method, url });
  return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), body: res.body, json: () => JSON.parse(res.body) };
}

describe('media routes refuse bad input with a clear envelope, never a 500 or an image', () => {
  it.each([
    ['/media/games/not-a-game.svg', 'unknown game'],
    ['/media/games/.svg', 'empty name'],
    ['/media/games/ky-texas-hold-em.png', 'wrong extension'],
    ['/media/games/ky-texas-hold-em', 'no extension'],
    ["/media/games/'%20OR%201%3D1%20--.svg", 'SQL in the name'],
    ['/media/vendors/..%2F..%2Fetc%2Fpasswd.svg', 'path traversal'],
    ['/media/vendors/%3Cscript%3E.svg', 'markup in the name'],
    ['/media/banners/-1.svg', 'negative id'],
    ['/media/banners/1.5.svg', 'fractional id'],
    ['/media/banners/999999999999999999999999.svg', 'id beyond any integer'],
    ['/media/promotions/abc.svg', 'non-numeric id'],
    ['/media/promotions/1-0.svg', 'sequence 0'],
    ['/media/promotions/1-1-1.svg', 'two sequences'],
    ['/media/promotion-categories/0.svg', 'unknown category'],
  ])('%s (%s) is a 404 media.notFound', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(res.type).toContain('application/json');
    expect(res.json()).toMatchObject({ success: false, errorCode: 'media.notFound' });
    expect(res.body).not.toContain('<svg');
  });

  it('malformed URL encoding and over-long names are 400 request.invalid', async () => {
    const malformed = await get('/media/games/%E0%A4%A.svg');
    expect(malformed.status).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    const long = await get(`/media/games/${'a'.repeat(120)}.svg`);
    expect(long.status).toBe(400);
    expect(long.json().errorCode).toBe('request.invalid');
  });

  it('other methods and unknown media kinds are a JSON 404, not the app shell', async () => {
    expect((await get('/media/games/ky-texas-hold-em.svg')).status).toBe(200);
    expect((await get('/media/games/ky-texas-hold-em.svg', 'POST')).json()).toMatchObject({ errorCode: 'route.notFound' });
    expect((await get('/media/games/ky-texas-hold-em.svg', 'DELETE')).status).toBe(404);
    const unknown = await get('/media/portraits/1.svg');
    expect(unknown.status).toBe(404);
    expect(unknown.json().errorCode).toBe('route.notFound');
  });

  it('a bad If-None-Match is ignored: the image is sent', async () => {
    const res = await t.app.inject({ url: '/media/vendors/PG.svg', headers: { 'if-none-match': '"garbage", W/"x"' } });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('<svg')).toBe(true);
  });
});
