import type { RouteModule } from '../../../deps';
import { DEFAULT_MERCHANT, templateParameters } from '../../../services/merchant';

/**
 * GET /m/manifest.webmanifest: the web app manifest of the storefront, built from its template
 * (name, colours, PWA icons), so "add to home screen" carries the merchant's brand.
 */
export const manifestRoute: RouteModule = (app, deps) => {
  app.get('/m/manifest.webmanifest', async (_req, reply) => {
    const p = await templateParameters(deps.store.db, DEFAULT_MERCHANT);
    const title = p.title ?? DEFAULT_MERCHANT;
    const icons = [
      { src: p.pwaIcon192, sizes: '192x192' },
      { src: p.pwaIcon512, sizes: '512x512' },
    ]
      .filter((i): i is { src: string; sizes: string } => Boolean(i.src))
      .map((i) => ({ ...i, type: i.src.endsWith('.svg') ? 'image/svg+xml' : 'image/png', purpose: 'any maskable' }));
    reply.header('Cache-Control', 'no-cache').type('application/manifest+json; charset=utf-8');
    return {
      name: title,
      short_name: title.slice(0, 12),
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: p.backgroundColor ?? '#111318',
      theme_color: p.backgroundColor ?? '#111318',
      icons,
    };
  });
};
