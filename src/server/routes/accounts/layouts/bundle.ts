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

/** GET /wps/layouts: the merchant's layout bundle with ETag; 304 when the client's copy is current. */
export const layoutsBundleRoute: RouteModule = (app, { db, config }) => {
  app.get('/wps/layouts', (req, reply) => {
    const bundle = layoutBundle(db, config.layoutsDir, storefrontMerchant(db, getSession(db, req)));
    reply.header('ETag', bundle.etag).header('Cache-Control', 'no-cache').header('Vary', 'Authorization');
    if (etagMatches(req.headers['if-none-match'], bundle.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(bundle.body);
  });
};
