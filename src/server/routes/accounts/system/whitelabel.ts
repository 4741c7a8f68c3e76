import { getSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { storefrontMerchant, whitelabelSwitches } from '../../../services/merchant';

/** GET /wps/system/whitelabel: every feature switch of the merchant as code -> boolean. */
export const whitelabelRoute: RouteModule = (app, { db }) => {
  app.get('/wps/system/whitelabel', (req) => ok(whitelabelSwitches(db, storefrontMerchant(db, getSession(db, req)))));
};
