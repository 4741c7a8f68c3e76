import { logoVisibility } from '../../../contract/content/site';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { isLogoVisible } from '../../content/logo-visibility';

/** The two logo switches (src/contract/content/site.ts): header logo (HEADER), footer vendor logos (FOOTER). */
export const logoVisibilityRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, logoVisibility, async (q, req) => {
    const merchant = requestMerchant(req, merchantParam(q));
    return ok({ position: q.position, visible: await isLogoVisible(db, merchant, q.position) });
  });
};
