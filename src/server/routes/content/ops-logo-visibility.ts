import { opsLogoVisibility } from '../../../contract/content/site';
import type { RouteModule } from '../../deps';
import { requireOps } from '../../auth/ops';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { DEFAULT_MERCHANT } from '../../services/merchant';
import { setLogoVisibility } from '../../content/logo-visibility';

/**
 * The operator shows or hides the site logo in the header (HEADER) or the vendor logos in the home
 * footer (FOOTER) (src/contract/content/site.ts); players see it on their next load.
 */
export const opsLogoVisibilityRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, opsLogoVisibility, async (change) => {
    await setLogoVisibility(db, DEFAULT_MERCHANT, change.position, change.visible);
    return ok(change);
  }, { preHandler: async (req) => { requireOps(req, deps, 'publisher'); } });
};
