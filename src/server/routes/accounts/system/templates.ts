import { templates } from '../../../../contract/system/site';
import { getSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { getMerchant, templateParameters, requestMerchant } from '../../../services/merchant';

/**
 * The merchant's template id and its string parameters (src/contract/system/site.ts); the query
 * (domain, url, device) only has to be well formed.
 */
export const templatesRoute: RouteModule = (app, deps) => {
  serve(app, deps, templates, async (_input, req) => {
    const code = requestMerchant(req);
    const merchant = await getMerchant(deps.store.db, code);
    return ok({ templateId: merchant.templateId, merchantCode: merchant.code, parameters: await templateParameters(deps.store.db, code) });
  });
};
