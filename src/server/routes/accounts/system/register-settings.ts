import { registerSettings as registerSettingsCall } from '../../../../contract/system/site';
import { getSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { requestMerchant } from '../../../services/merchant';
import { registerSettings } from '../../../services/register-settings';

/** Per registration field enabled/required/pattern/message, plus captcha (src/contract/system/site.ts). */
export const registerSettingsRoute: RouteModule = (app, deps) => {
  serve(app, deps, registerSettingsCall, async (_input, req) => ok(await registerSettings(deps.store.db, requestMerchant(req))));
};
