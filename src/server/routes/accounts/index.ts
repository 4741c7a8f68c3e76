import type { RouteModule } from '../../deps';
import { captchaRoute } from './captcha';
import { layoutsBundleRoute } from './layouts/bundle';
import { memberInfoRoute } from './member/info';
import { rankProgressRoute } from './member/rank-progress';
import { trialUserRoute } from './member/trial-user';
import { opsStatusRoute } from './ops/status';
import { opsTestHooksRoute } from './ops/test-hooks';
import { opsTemplateParametersRoute } from './ops/template-parameters';
import { opsWhitelabelRoute } from './ops/whitelabel';
import { freeplayRoute } from './session/freeplay';
import { loginRoute } from './session/login';
import { logoutRoute } from './session/logout';
import { renewRoute } from './session/renew';
import { countryRoute } from './system/country';
import { publicKeyRoute } from './system/public-key';
import { registerSettingsRoute } from './system/register-settings';
import { settingsConsolidatedRoute } from './system/settings-consolidated';
import { statusRoute } from './system/status';
import { templatesRoute } from './system/templates';
import { whitelabelRoute } from './system/whitelabel';
import { walletRoute } from './wallet/gcs';

/** Accounts, system, layout service and operator routes. */
export const accountRoutes: RouteModule[] = [
  // system
  templatesRoute, whitelabelRoute, statusRoute, publicKeyRoute, countryRoute, registerSettingsRoute, settingsConsolidatedRoute,
  // session
  captchaRoute, loginRoute, logoutRoute, renewRoute, freeplayRoute,
  // member and wallet
  memberInfoRoute, rankProgressRoute, trialUserRoute, walletRoute,
  // layouts
  layoutsBundleRoute,
  // operator
  opsWhitelabelRoute, opsTemplateParametersRoute, opsStatusRoute, opsTestHooksRoute,
];
