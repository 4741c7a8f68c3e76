import { whitelabel } from '../../../../contract/system/site';
import { getSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { whitelabelSwitches, requestMerchant } from '../../../services/merchant';

/** Every feature switch of the merchant as code -> boolean (src/contract/system/site.ts). */
export const whitelabelRoute: RouteModule = (app, deps) => {
  serve(app, deps, whitelabel, async (_input, req) => ok(await whitelabelSwitches(deps.store.db, requestMerchant(req))));
};
