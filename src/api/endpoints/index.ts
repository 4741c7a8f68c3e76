import type { EndpointDefinition } from '../endpoint';
import { affiliateCheckEndpoint } from './affiliate/check';
import { affiliateLinkEndpoint } from './affiliate/link';
import { agentAffiliateAddEndpoint, agentAffiliateEndpoint } from './agent/affiliate';
import { agentContractAnswerEndpoint, agentContractsEndpoint } from './agent/contracts';
import { agentDownlineEndpoint } from './agent/downline';
import { agentDownlinesEndpoint, agentTransferEndpoint } from './agent/downlines';
import { agentQuotasEndpoint } from './agent/quotas';
import { agentRebatesEndpoint, agentRebatesUpdateEndpoint } from './agent/rebates';
import { agentSubordinatesEndpoint } from './agent/subordinates';
import { agentTeamKpiEndpoint } from './agent/team-kpi';
import { agentTeamKpiVariantEndpoint } from './agent/team-kpi-variant';
import { agentTransferMultipleEndpoint } from './agent/transfer-multiple';
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
import { depositChannelsEndpoint, depositDetailEndpoint, depositEndpoint } from './funds/deposit';
import { depositPromoAcceptEndpoint, depositPromosEndpoint, depositWithPromoEndpoint } from './funds/deposit-promos';
import { transactionRecordsEndpoint, withdrawEndpoint } from './funds/withdraw';
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
import { layoutBundleEndpoint } from './layouts/bundle';
import { lotteryListEndpoint } from './lottery/list';
import { lotteryMenuEndpoint } from './lottery/menu';
import { lotteryNumeroEndpoint } from './lottery/numero';
import { lotteryPopularEndpoint } from './lottery/popular';
import { lotteryVnNumeroEndpoint } from './lottery/vn-numero';
import { lotteryVnRecentEndpoint } from './lottery/vn-recent';
import { mallItemsEndpoint } from './mall/items';
import { mallPointMovementsEndpoint } from './mall/point-movements';
import { mallPointsEndpoint } from './mall/points';
import { mallRedeemEndpoint } from './mall/redeem';
import { mallRedemptionsEndpoint } from './mall/redemptions';
import { bankCardAddEndpoint, bankCardsEndpoint } from './member/bank-card';
import { checkUsernameEndpoint } from './member/check-username';
import { fundsEndpoint } from './member/funds-consolidated';
import { headIconEndpoint, headIconSetEndpoint, headIconUploadEndpoint } from './member/icon';
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
import { chatLaunchEndpoint, chatUnreadEndpoint } from './messages/chat';
import { inboxEndpoint, inboxReadEndpoint } from './messages/inbox';
import { inboxUnreadEndpoint } from './messages/inbox-unread';
import { liveModelsEndpoint } from './messages/live-models';
import { serviceVersionsEndpoint } from './messages/service-versions';
import { reportBetsEndpoint } from './reports/bets';
import { reportProfitLossEndpoint } from './reports/profit-loss';
import { reportTeamBetsEndpoint } from './reports/team-bets';
import { reportTeamPnlEndpoint } from './reports/team-pnl';
import { reportTeamRebateEndpoint } from './reports/team-rebate';
import { rewardsClaimEndpoint } from './rewards/claim';
import { rewardsClaimAllEndpoint } from './rewards/claim-all';
import { rewardsListEndpoint } from './rewards/list';
import { rewardsSummaryEndpoint } from './rewards/summary';
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
import { sliderPuzzleEndpoint } from './verification/slider';
import { sliderCheckEndpoint } from './verification/slider-check';
import { rainGrabEndpoint } from './rain/grab';
import { rainHistoryEndpoint } from './rain/history';
import { rainInfoEndpoint } from './rain/info';
import { vipLevelsEndpoint } from './vip/levels';
import { vipStatusEndpoint } from './vip/status';
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
  // agent
  agentAffiliateEndpoint,
  agentAffiliateAddEndpoint,
  agentContractAnswerEndpoint,
  agentContractsEndpoint,
  agentDownlineEndpoint,
  agentDownlinesEndpoint,
  agentQuotasEndpoint,
  agentRebatesEndpoint,
  agentRebatesUpdateEndpoint,
  agentSubordinatesEndpoint,
  agentTeamKpiEndpoint,
  agentTeamKpiVariantEndpoint,
  agentTransferEndpoint,
  agentTransferMultipleEndpoint,
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
  // funds
  depositEndpoint,
  depositDetailEndpoint,
  depositChannelsEndpoint,
  depositPromoAcceptEndpoint,
  depositPromosEndpoint,
  depositWithPromoEndpoint,
  transactionRecordsEndpoint,
  withdrawEndpoint,
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
  // layouts
  layoutBundleEndpoint,
  // lottery
  lotteryListEndpoint,
  lotteryMenuEndpoint,
  lotteryNumeroEndpoint,
  lotteryPopularEndpoint,
  lotteryVnNumeroEndpoint,
  lotteryVnRecentEndpoint,
  // mall
  mallItemsEndpoint,
  mallPointMovementsEndpoint,
  mallPointsEndpoint,
  mallRedeemEndpoint,
  mallRedemptionsEndpoint,
  // member
  bankCardAddEndpoint,
  bankCardsEndpoint,
  checkUsernameEndpoint,
  fundsEndpoint,
  hasPaymentPasswordEndpoint,
  headIconEndpoint,
  headIconSetEndpoint,
  headIconUploadEndpoint,
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
  // reports
  reportBetsEndpoint,
  reportProfitLossEndpoint,
  reportTeamBetsEndpoint,
  reportTeamPnlEndpoint,
  reportTeamRebateEndpoint,
  // messages
  chatLaunchEndpoint,
  chatUnreadEndpoint,
  inboxEndpoint,
  inboxReadEndpoint,
  inboxUnreadEndpoint,
  liveModelsEndpoint,
  serviceVersionsEndpoint,
  // rain
  rainGrabEndpoint,
  rainHistoryEndpoint,
  rainInfoEndpoint,
  // rewards
  rewardsClaimEndpoint,
  rewardsClaimAllEndpoint,
  rewardsListEndpoint,
  rewardsSummaryEndpoint,
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
  sliderPuzzleEndpoint,
  sliderCheckEndpoint,
  smsLoginEndpoint,
  smsPasswordEndpoint,
  smsRegisterEndpoint,
  // vip
  vipLevelsEndpoint,
  vipStatusEndpoint,
  // wallet
  walletEndpoint,
];
