import { z } from 'zod';
import { requireRealMember } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { isSwitchOn, storefrontMerchant } from '../../../services/merchant';
import { liveModelsOf } from '../../../services/messages/customer-service';

const query = z.object({
  language: z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter language code').transform((v) => v.toUpperCase()).optional(),
  onlineOnly: z.enum(['0', '1']).optional(),
});

/**
 * GET /wps/chat/liveModels (module CBS3, like the other chat calls): the live-chat hosts, online
 * ones first; `language` keeps hosts speaking it, `onlineOnly=1` keeps those online now.
 */
export const liveModelsRoute: RouteModule = (app, { db }) => {
  app.get('/wps/chat/liveModels', (req) => {
    const s = requireRealMember(db, req);
    const merchant = storefrontMerchant(db, s);
    if (!isSwitchOn(db, merchant, 'CBS3')) fail(403, 'chat.disabled', MESSAGES.noPermission);
    const q = parseInput(query, req.query, 'query');
    const list = liveModelsOf(db, merchant)
      .filter((m) => (!q.language || m.languages.includes(q.language)) && (q.onlineOnly !== '1' || m.online));
    return ok({ list });
  });
};
