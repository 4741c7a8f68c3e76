import { getSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { storefrontMerchant } from '../../../services/merchant';
import { registerSettings } from '../../../services/register-settings';

/** GET /wps/system/setting/register: per registration field enabled/required/pattern/message, plus captcha. */
export const registerSettingsRoute: RouteModule = (app, { db }) => {
  app.get('/wps/system/setting/register', (req) => ok(registerSettings(db, storefrontMerchant(db, getSession(db, req)))));
};
