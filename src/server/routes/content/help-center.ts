import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { getSession } from '../../auth/session';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { merchantParam } from '../../content/merchant';
import { requestMerchant } from '../../services/merchant';
import { language, merchantFields } from '../../content/query-fields';

const query = z.object({ ...merchantFields, device: z.enum(['MOBILE', 'WEB']).default('MOBILE'), language });

/** The spec's default language; used when the merchant has no items in the requested one. */
const FALLBACK_LANGUAGE = 'CN';

/** GET /wps/system/helpCenter: help items (title + HTML content) for a device and language. */
export const helpCenterRoute: RouteModule = (app, { db }) => {
  app.get('/wps/system/helpCenter', async (req) => {
    const q = parseInput(query, req.query, 'query');
    const merchant = requestMerchant(db, getSession(db, req), merchantParam(q));
    const select = db.prepare('SELECT id, title, content FROM help_items WHERE merchant_code = ? AND device = ? AND language = ? ORDER BY sort, id');
    const wanted = q.language ?? FALLBACK_LANGUAGE;
    let items = select.all(merchant, q.device, wanted);
    if (items.length === 0 && wanted !== FALLBACK_LANGUAGE) items = select.all(merchant, q.device, FALLBACK_LANGUAGE);
    return ok(items);
  });
};
