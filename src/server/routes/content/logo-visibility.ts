import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { merchantFields } from '../../content/query-fields';
import { isLogoVisible } from '../../content/logo-visibility';

const query = z.object({ ...merchantFields, position: z.enum(['HEADER', 'FOOTER']) });

/** GET /wps/content/logoVisibility?position=HEADER|FOOTER: the two logo switches (header logo, footer vendor logos). */
export const logoVisibilityRoute: RouteModule = (app, { db }) => {
  app.get('/wps/content/logoVisibility', async (req) => {
    const q = parseInput(query, req.query, 'query');
    const merchant = requestMerchant(db, getSession(db, req), merchantParam(q));
    return ok({ position: q.position, visible: isLogoVisible(db, merchant, q.position) });
  });
};
