import type { RouteModule } from '../../../deps';
import { DEFAULT_MERCHANT, templateParameters } from '../../../services/merchant';

/**
 * GET /favicon.ico: browsers ask for it at the site root before the app has applied the template's
 * favicon. Answer with a redirect to the storefront merchant's favicon instead of a JSON 404, so the
 * first screen is clean in the console and shows the brand's icon at once.
 */
export const faviconRoute: RouteModule = (app, deps) => {
  app.get('/favicon.ico', async (_req, reply) => {
    const favicon = (await templateParameters(deps.store.db, DEFAULT_MERCHANT)).favicon;
    // Only same-site paths: the parameter is operator data and this is an open redirect otherwise.
    const target = favicon && favicon.startsWith('/') && !favicon.startsWith('//') ? favicon : `/assets-static/${DEFAULT_MERCHANT}/favicon.svg`;
    return reply.header('Cache-Control', 'public, max-age=3600').redirect(target, 302);
  });
};
