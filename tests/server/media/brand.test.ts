import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsHeaders, startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

/** Reads width, height and one RGBA pixel of an unfiltered 8-bit RGBA PNG made by encodePng. */
function pixel(png: Buffer, x: number, y: number): { width: number; height: number; rgba: number[] } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
  const raw = inflateSync(png.subarray(41, 41 + idatLength));
  const at = y * (width * 4 + 1) + 1 + x * 4;
  return { width, height, rgba: [...raw.subarray(at, at + 4)] };
}

describe('brand images from the template', () => {
  it('every seeded template image address answers an image', async () => {
    const tpl = JSON.parse((await t.app.inject({ url: '/wps/system/templates' })).body).value.parameters;
    for (const key of ['logo', 'loadingImage', 'favicon', 'pwaIcon192', 'pwaIcon512']) {
      const res = await t.app.inject({ url: tpl[key] });
      expect(res.statusCode, `${key} ${tpl[key]}`).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/(svg\+xml|png)/);
    }
  });

  it('PNG icons have the right size, brand colour in the centre and background in the corner', async () => {
    for (const size of [192, 512]) {
      const res = await t.app.inject({ url: `/assets-static/demo/icon-${size}.png` });
      const centre = pixel(res.rawPayload, size / 2, size / 2);
      expect([centre.width, centre.height]).toEqual([size, size]);
      expect(centre.rgba).toEqual([0xf5, 0xb4, 0x00, 255]);
      expect(pixel(res.rawPayload, 0, 0).rgba).toEqual([0x11, 0x13, 0x18, 255]);
    }
  });

  it('the logo follows the template title (new ETag) and escapes it', async () => {
    const before = await t.app.inject({ url: '/assets-static/demo/logo.svg' });
    expect(before.body).toContain('Demo Gaming');
    await t.app.inject({ method: 'PATCH', url: '/ops/template/parameters', headers: opsHeaders, payload: { title: 'A<B' } });
    const after = await t.app.inject({ url: '/assets-static/demo/logo.svg' });
    expect(after.body).toContain('A&lt;B');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await t.app.inject({ url: '/assets-static/demo/logo.svg', headers: { 'if-none-match': after.headers.etag as string } })).statusCode).toBe(304);
  });

  it('unknown files or merchants are JSON 404s', async () => {
    expect((await t.app.inject({ url: '/assets-static/demo/secret.txt' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/assets-static/nobody/logo.svg' })).statusCode).toBe(404);
  });

  it('the web app manifest carries the template name, colours and icons', async () => {
    const res = await t.app.inject({ url: '/m/manifest.webmanifest' });
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = JSON.parse(res.body);
    expect(manifest).toMatchObject({ start_url: '/m/home', scope: '/m/', display: 'standalone', background_color: '#111318' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512']);
    for (const i of manifest.icons) expect((await t.app.inject({ url: i.src })).statusCode).toBe(200);
  });
});
