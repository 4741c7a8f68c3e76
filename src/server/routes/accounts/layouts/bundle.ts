import { getSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { layoutBundle } from '../../../layouts/bundle';
import { storefrontMerchant } from '../../../services/merchant';

/** True when an If-None-Match header lists the etag (or is "*"). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const list = (Array.isArray(header) ? header.join(',') : header).split(',').map((t) => t.trim().replace(/^W\//, ''));
  return list.includes('*') || list.includes(etag);
}

/** The best encoding the client accepts among br and gzip (q=0 excluded), or null for identity. */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** GET /wps/layouts: the merchant's layout bundle with ETag; 304 when the client's copy is current. */
export const layoutsBundleRoute: RouteModule = (app, { db, config }) => {
  app.get('/wps/layouts', (req, reply) => {
    const bundle = layoutBundle(db, config.layoutsDir, storefrontMerchant(db, getSession(db, req)));
    reply.header('ETag', bundle.etag).header('Cache-Control', 'no-cache').header('Vary', 'Authorization, Accept-Encoding');
    if (etagMatches(req.headers['if-none-match'], bundle.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return reply.send(bundle.body);
    return reply.header('Content-Encoding', encoding).send(bundle.encoded[encoding]);
  });
};
