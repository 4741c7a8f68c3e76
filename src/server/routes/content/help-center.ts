import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { language, merchantFields } from '../../content/query-fields';
import { helpItemsFor } from '../../content/help-center';

const query = z.object({ ...merchantFields, device: z.enum(['MOBILE', 'WEB']).default('MOBILE'), language });

/** GET /wps/system/helpCenter: help items (title + HTML content) for a device and language (CN when it has none). */
export const helpCenterRoute: RouteModule = (app, { db }) => {
  app.get('/wps/system/helpCenter', async (req) => {
    const q = parseInput(query, req.query, 'query');
    const merchant = requestMerchant(db, getSession(db, req), merchantParam(q));
    return ok(helpItemsFor(db, merchant, q.device, q.language));
  });
};
