import { layoutBundle as layoutBundleCall } from '../../../../contract/system/layouts';
import { getSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { layoutBundle } from '../../../layouts/bundle';
import { firstVisitAnswer } from '../../../layouts/first-visit';
import { requestMerchant } from '../../../services/merchant';
import { serve } from '../../../http/serve';
import { pickEncoding } from '../../../http/encoding';

/** True when an If-None-Match header lists the etag (or is "*"). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const list = (Array.isArray(header) ? header.join(',') : header).split(',').map((t) => t.trim().replace(/^W\//, ''));
  return list.includes('*') || list.includes(etag);
}

/**
 * The merchant's layout bundle with ETag (src/contract/system/layouts.ts); 304 when the client's
 * copy is current. With `for=<path>` a first visit's share of it, with `after=<path>` the rest
 * (src/server/layouts/first-visit.ts). The body is sent as prepared (and compressed) once per
 * change, so the handler answers with the reply it sent.
 */
export const layoutsBundleRoute: RouteModule = (app, deps) => {
  const { store, config } = deps;
  serve(app, deps, layoutBundleCall, async ({ for: firstPath, after }, req, reply) => {
    const bundle = await layoutBundle(store, config.layoutsDir, requestMerchant(req));
    reply.header('ETag', bundle.etag).header('Cache-Control', 'no-cache').header('Vary', 'Authorization, Accept-Encoding');
    if (etagMatches(req.headers['if-none-match'], bundle.etag)) return reply.code(304).send();
    const answer = firstPath !== undefined ? firstVisitAnswer(bundle, firstPath, 'first') : after !== undefined ? firstVisitAnswer(bundle, after, 'rest') : bundle;
    reply.type('application/json; charset=utf-8');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return reply.send(answer.body);
    return reply.header('Content-Encoding', encoding).send(answer.encoded[encoding]);
  });
};
