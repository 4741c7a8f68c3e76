import type { RouteModule } from '../../deps';
import { agentAffiliateRoutes } from './agent/affiliate';
import { contractRoutes } from './agent/contracts';
import { downlineRoute } from './agent/downline';
import { quotasRoute } from './agent/quotas';
import { subordinatesRoute } from './agent/subordinates';
import { teamKpiVariantsRoute } from './agent/team-kpi-variants';
import { transferMultipleRoute } from './agent/transfer-multiple';
import { downlineRoutes } from './agent/downlines';
import { rebateRoutes } from './agent/rebates';
import { teamKpiRoute } from './agent/team-kpi';
import { captchaRoute } from './captcha';
import { depositRoutes } from './funds/deposit';
import { depositPromoRoutes } from './funds/deposit-promos';
import { payPageRoute } from './funds/pay-page';
import { withdrawRoutes } from './funds/withdraw';
import { layoutsBundleRoute } from './layouts/bundle';
import { brandMediaRoute } from './media/brand';
import { faviconRoute } from './media/favicon';
import { manifestRoute } from './media/manifest';
import { affiliateRoutes } from './member/affiliate';
import { bankCardRoutes } from './member/bank-card';
import { checkUsernameRoute } from './member/check-username';
import { fundsConsolidatedRoute } from './member/funds-consolidated';
import { iconRoutes } from './member/icon';
import { memberInfoRoute } from './member/info';
import { passwordChangeRoute } from './member/password-change';
import { passwordEmailRoute } from './member/password-email';
import { passwordPhoneRoute } from './member/password-phone';
import { passwordResetRoute } from './member/password-reset';
import { paymentPasswordRoutes } from './member/payment-password';
import { profileFieldRoutes } from './member/profile-fields';
import { rankProgressRoute } from './member/rank-progress';
import { registerRoutes } from './member/register';
import { securityRoutes } from './member/security';
import { trialUserRoute } from './member/trial-user';
import { chatRoutes } from './messages/chat';
import { inboxRoutes } from './messages/inbox';
import { inboxUnreadRoute } from './messages/inbox-unread';
import { liveModelsRoute } from './messages/live-models';
import { serviceVersionsRoute } from './messages/service-versions';
import { opsLayoutsRoute } from './ops/layouts';
import { opsMembersRoute } from './ops/members';
import { opsDepositsRoute } from './ops/deposits';
import { opsRegisterSettingsRoute } from './ops/register-settings';
import { opsStatusRoute } from './ops/status';
import { opsTemplateParametersRoute } from './ops/template-parameters';
import { opsTestHooksRoute } from './ops/test-hooks';
import { opsTextsRoute } from './ops/texts';
import { opsAnnouncementsRoute } from './ops/announcements';
import { opsWhitelabelRoute } from './ops/whitelabel';
import { opsSessionRoute } from './ops/session';
import { opsOperatorsRoute } from './ops/operators';
import { opsAuditRoute } from './ops/audit';
import { opsDocumentsRoute } from './ops/documents';
import { opsDraftsRoute } from './ops/drafts';
import { opsPreviewSessionRoute } from './ops/preview-session';
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
import { smsNoLoginRoute } from './verification/sms-no-login';
import { smsPasswordRoute } from './verification/sms-password';
import { smsRegisterRoute } from './verification/sms-register';
import { sliderCheckRoute } from './verification/slider-check';
import { sliderIssueRoute } from './verification/slider-issue';
import { walletRoute } from './wallet/gcs';

/** Accounts, system, layout service and operator routes. */
export const accountRoutes: RouteModule[] = [
  // system
  templatesRoute, whitelabelRoute, statusRoute, publicKeyRoute, countryRoute, registerSettingsRoute, settingsConsolidatedRoute,
  // session and verification
  captchaRoute, loginRoute, logoutRoute, renewRoute, freeplayRoute, smsNoLoginRoute, smsRegisterRoute, smsPasswordRoute,
  sliderIssueRoute, sliderCheckRoute,
  // registration and passwords
  registerRoutes, checkUsernameRoute, passwordChangeRoute, passwordEmailRoute, passwordPhoneRoute, passwordResetRoute,
  // member, wallet and security
  memberInfoRoute, rankProgressRoute, trialUserRoute, walletRoute, iconRoutes, profileFieldRoutes, paymentPasswordRoutes,
  securityRoutes, bankCardRoutes, fundsConsolidatedRoute, affiliateRoutes,
  // messages and customer service
  inboxUnreadRoute, inboxRoutes, chatRoutes, liveModelsRoute, serviceVersionsRoute,
  // agent and funds
  teamKpiRoute, teamKpiVariantsRoute, downlineRoutes, downlineRoute, subordinatesRoute, quotasRoute, transferMultipleRoute, agentAffiliateRoutes,
  contractRoutes, rebateRoutes, depositRoutes, depositPromoRoutes, payPageRoute, withdrawRoutes,
  // layouts and brand images
  layoutsBundleRoute, brandMediaRoute, faviconRoute, manifestRoute,
  // operator
  opsWhitelabelRoute, opsTemplateParametersRoute, opsStatusRoute, opsRegisterSettingsRoute, opsMembersRoute, opsDepositsRoute, opsLayoutsRoute,
  opsTestHooksRoute, opsTextsRoute, opsAnnouncementsRoute, opsSessionRoute, opsOperatorsRoute, opsAuditRoute, opsDocumentsRoute, opsDraftsRoute, opsPreviewSessionRoute,
];
