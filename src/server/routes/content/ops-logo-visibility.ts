import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { requireOps } from '../../auth/ops';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { DEFAULT_MERCHANT } from '../../services/merchant';
import { setLogoVisibility } from '../../content/logo-visibility';

const body = z.object({ position: z.enum(['HEADER', 'FOOTER']), visible: z.boolean() });

/**
 * PUT /ops/logoVisibility { position, visible }: the operator shows or hides the site logo in the
 * header (HEADER) or the vendor logos in the home footer (FOOTER); players see it on their next load.
 */
export const opsLogoVisibilityRoute: RouteModule = (app, { db, config }) => {
  app.put('/ops/logoVisibility', (req) => {
    requireOps(req, { db, config });
    const change = parseInput(body, req.body);
    setLogoVisibility(db, DEFAULT_MERCHANT, change.position, change.visible);
    return ok(change);
  });
};
