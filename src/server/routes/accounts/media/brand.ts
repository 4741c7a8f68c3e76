import { createHash } from 'node:crypto';
import type { RouteModule } from '../../../deps';
import { fail } from '../../../http/reply';
import { faviconSvg, loadingSvg, logoSvg, type Brand } from '../../../media/brand-art';
import { paintIcon, parseHex } from '../../../media/png';
import { merchantExists, templateParameters } from '../../../services/merchant';

type Art = { type: string; body: string | Buffer };

/** A Map, so a file name such as "constructor" finds nothing rather than an inherited function. */
const FILES = new Map<string, (b: Brand) => Art>(Object.entries({
  'logo.svg': (b: Brand) => ({ type: 'image/svg+xml; charset=utf-8', body: logoSvg(b) }),
  'loading.svg': (b: Brand) => ({ type: 'image/svg+xml; charset=utf-8', body: loadingSvg(b) }),
  'favicon.svg': (b: Brand) => ({ type: 'image/svg+xml; charset=utf-8', body: faviconSvg(b) }),
  'icon-192.png': (b: Brand) => ({ type: 'image/png', body: icon(b, 192) }),
  'icon-512.png': (b: Brand) => ({ type: 'image/png', body: icon(b, 512) }),
  'app-icon.png': (b: Brand) => ({ type: 'image/png', body: icon(b, 192) }),
}));

function icon(b: Brand, size: number): Buffer {
  return paintIcon(size, parseHex(b.background, [17, 19, 24]), parseHex(b.primary, [245, 180, 0]));
}

/**
 * GET /assets-static/<merchant>/<file>: the merchant's brand images (logo, loading image, favicon,
 * PWA and app icons) drawn from its template title and colours, so a new merchant has artwork
 * before uploading any. Cached an hour, with a content ETag.
 */
export const brandMediaRoute: RouteModule = (app, deps) => {
  const cache = new Map<string, { key: string; art: Art; etag: string }>();
  app.get<{ Params: { merchant: string; file: string } }>('/assets-static/:merchant/:file', async (req, reply) => {
    const merchant = req.params.merchant.toUpperCase();
    const make = FILES.get(req.params.file);
    if (!make || !/^[A-Z0-9]{2,16}$/.test(merchant)) fail(404, 'media.notFound', `No image ${req.params.merchant}/${req.params.file}`);
    if (!(await merchantExists(deps.store.db, merchant))) fail(404, 'media.notFound', `No merchant ${req.params.merchant}`);
    const p = await templateParameters(deps.store.db, merchant);
    const brand: Brand = { title: p.title ?? merchant, primary: p.primaryColor ?? '#f5b400', background: p.backgroundColor ?? '#111318' };
    const key = JSON.stringify(brand);
    const cacheKey = `${merchant}/${req.params.file}`;
    let entry = cache.get(cacheKey);
    if (!entry || entry.key !== key) {
      const art = make(brand);
      entry = { key, art, etag: `"${createHash('sha1').update(art.body).digest('base64url')}"` };
      cache.set(cacheKey, entry);
    }
    reply.header('ETag', entry.etag).header('Cache-Control', 'public, max-age=3600');
    if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type(entry.art.type).send(entry.art.body);
  });
};
