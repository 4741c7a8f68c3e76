import { z } from 'zod';
import { getSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { getMerchant, storefrontMerchant, templateParameters } from '../../../services/merchant';

const query = z.object({
  domain: z.string().max(253).optional(),
  url: z.string().max(2048).optional(),
  device: z.enum(['MOBILE', 'WEB']).optional(),
});

/** GET /wps/system/templates: the merchant's template id and its string parameters. */
export const templatesRoute: RouteModule = (app, { db }) => {
  app.get('/wps/system/templates', (req) => {
    parseInput(query, req.query, 'query');
    const code = storefrontMerchant(db, getSession(db, req));
    const merchant = getMerchant(db, code);
    return ok({ templateId: merchant.templateId, merchantCode: merchant.code, parameters: templateParameters(db, code) });
  });
};
