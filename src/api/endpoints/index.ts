import type { EndpointDefinition } from '../endpoint';
import { affiliateCheckEndpoint } from './affiliate/check';
import { affiliateLinkEndpoint } from './affiliate/link';
import { captchaEndpoint } from './captcha';
import { announcementsEndpoint } from './content/announcements';
import { feedbackEndpoint } from './content/feedback';
import { feedbackTypesEndpoint } from './content/feedback-types';
import { helpCenterEndpoint } from './content/help-center';
import { logoVisibilityEndpoint } from './content/logo-visibility';
import { markReadEndpoint } from './content/mark-read';
import { noticesEndpoint } from './content/notices';
import { popularEndpoint } from './content/popular';
import { promotionCategoriesEndpoint } from './content/promotion-categories';
import { promotionDetailEndpoint } from './content/promotion-detail';
import { promotionSignUpEndpoint } from './content/promotion-sign-up';
import { promotionsEndpoint } from './content/promotions';
import { requestRewardEndpoint } from './content/request-reward';
import { gameClassifyEndpoint } from './games/classify';
import { favouriteAddEndpoint } from './games/favourite-add';
import { favouriteIdsEndpoint } from './games/favourite-ids';
import { favouriteListEndpoint } from './games/favourite-list';
import { favouriteRemoveEndpoint } from './games/favourite-remove';
import { hotGamesEndpoint } from './games/hot';
import { launchGameEndpoint } from './games/launch';
import { gameListEndpoint } from './games/list';
import { recentAddEndpoint } from './games/recent-add';
import { recentListEndpoint } from './games/recent-list';
import { vendorGameTypesEndpoint } from './games/vendor-game-types';
import { winnersEndpoint } from './games/winners';
import { bankCardAddEndpoint, bankCardsEndpoint } from './member/bank-card';
import { checkUsernameEndpoint } from './member/check-username';
import { fundsEndpoint } from './member/funds-consolidated';
import { headIconEndpoint, headIconSetEndpoint } from './member/icon';
import { memberInfoEndpoint } from './member/info';
import { passwordChangeEndpoint } from './member/password-change';
import { passwordEmailEndpoint } from './member/password-email';
import { passwordPhoneEndpoint } from './member/password-phone';
import { passwordResetEndpoint } from './member/password-reset';
import { hasPaymentPasswordEndpoint, paymentPasswordResetEndpoint, paymentPasswordSetEndpoint } from './member/payment-password';
import { profileFieldEndpoint } from './member/profile-field';
import { rankProgressEndpoint } from './member/rank-progress';
import { registerEndpoint, registerMobileEndpoint } from './member/register';
import { mySecurityQuestionsEndpoint, mySecurityQuestionsSetEndpoint, securityConfigEndpoint, securityQuestionsEndpoint } from './member/security';
import { trialUserEndpoint } from './member/trial-user';
import { freePlayEndpoint } from './session/freeplay';
import { loginEndpoint } from './session/login';
import { logoutEndpoint } from './session/logout';
import { renewEndpoint } from './session/renew';
import { countriesEndpoint } from './system/country';
import { publicKeyEndpoint } from './system/public-key';
import { registerSettingsEndpoint } from './system/register-settings';
import { settingsEndpoint } from './system/settings-consolidated';
import { systemStatusEndpoint } from './system/status';
import { templateEndpoint } from './system/templates';
import { whitelabelEndpoint } from './system/whitelabel';
import { smsLoginEndpoint } from './verification/sms-no-login';
import { smsPasswordEndpoint } from './verification/sms-password';
import { smsRegisterEndpoint } from './verification/sms-register';
import { walletEndpoint } from './wallet/gcs';

/**
 * Every endpoint layouts may name (queries, the `api` action and form.submit), one line each,
 * grouped by area and sorted by name. Each definition sits next to its call in the file of that
 * call; tests/api/endpoints/registry.test.ts checks that every call file's definitions are here.
 */
export const endpoints: EndpointDefinition[] = [
  // affiliate
  affiliateCheckEndpoint,
  affiliateLinkEndpoint,
  // content
  announcementsEndpoint,
  feedbackEndpoint,
  feedbackTypesEndpoint,
  helpCenterEndpoint,
  logoVisibilityEndpoint,
  markReadEndpoint,
  noticesEndpoint,
  popularEndpoint,
  promotionCategoriesEndpoint,
  promotionDetailEndpoint,
  promotionSignUpEndpoint,
  promotionsEndpoint,
  requestRewardEndpoint,
  // games
  gameClassifyEndpoint,
  favouriteAddEndpoint,
  favouriteIdsEndpoint,
  favouriteListEndpoint,
  favouriteRemoveEndpoint,
  hotGamesEndpoint,
  launchGameEndpoint,
  gameListEndpoint,
  recentAddEndpoint,
  recentListEndpoint,
  vendorGameTypesEndpoint,
  winnersEndpoint,
  // member
  bankCardAddEndpoint,
  bankCardsEndpoint,
  checkUsernameEndpoint,
  fundsEndpoint,
  hasPaymentPasswordEndpoint,
  headIconEndpoint,
  headIconSetEndpoint,
  memberInfoEndpoint,
  mySecurityQuestionsEndpoint,
  mySecurityQuestionsSetEndpoint,
  passwordChangeEndpoint,
  passwordEmailEndpoint,
  passwordPhoneEndpoint,
  passwordResetEndpoint,
  paymentPasswordResetEndpoint,
  paymentPasswordSetEndpoint,
  profileFieldEndpoint,
  rankProgressEndpoint,
  registerEndpoint,
  registerMobileEndpoint,
  securityConfigEndpoint,
  securityQuestionsEndpoint,
  trialUserEndpoint,
  // session
  freePlayEndpoint,
  loginEndpoint,
  logoutEndpoint,
  renewEndpoint,
  // system
  captchaEndpoint,
  countriesEndpoint,
  publicKeyEndpoint,
  registerSettingsEndpoint,
  settingsEndpoint,
  systemStatusEndpoint,
  templateEndpoint,
  whitelabelEndpoint,
  // verification
  smsLoginEndpoint,
  smsPasswordEndpoint,
  smsRegisterEndpoint,
  // wallet
  walletEndpoint,
];
