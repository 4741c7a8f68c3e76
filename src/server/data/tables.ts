// Written by `npm run tables` from the migrations (src/server/db/migrations.ts): do not edit.
import type { Generated } from 'kysely';

export interface AffiliateCodesTable {
  code: string;
  member_id: number;
  domain: Generated<string>;
  created_at: Generated<number>;
}

export interface AgentContractsTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  terms: string;
  status: string;
  created_at: number;
  answered_at: number | null;
}

export interface AgentQuotasTable {
  member_id: number;
  member_type: number;
  total: number;
}

export interface AgentRebatesTable {
  member_id: number;
  game_type: string;
  rate_bp: number;
}

export interface AgentTeamTable {
  member_id: Generated<number>;
  team_login_member_count: number;
  team_bet_member_count: number;
  team_register_member_count: number;
  team_online_count: number;
}

export interface AnnouncementCategoriesTable {
  announcement_id: number;
  category_id: number;
}

export interface AnnouncementImagesTable {
  announcement_id: number;
  sequence: number;
  variant: Generated<string>;
}

export interface AnnouncementReadsTable {
  member_id: number;
  announcement_id: number;
  read_at: number;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  merchant_code: string;
  type: string;
  group_name: Generated<string>;
  title: string;
  content: string;
  start_date: number;
  end_date: number;
  no_expiry: Generated<number>;
  linked_promotion_id: number | null;
  image_required: Generated<string>;
  remark_required: Generated<string>;
  sign_up_enabled: Generated<number>;
  sign_up_request_reward_type: Generated<string>;
  hot: Generated<number>;
  palette: Generated<number>;
  sort: number;
}

export interface BankCardsTable {
  id: Generated<number>;
  member_id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: number;
}

export interface BannersTable {
  id: Generated<number>;
  merchant_code: string;
  group_name: string;
  title: string;
  subtitle: Generated<string>;
  link: Generated<string>;
  palette: Generated<number>;
  sort: number;
}

export interface BetsTable {
  id: Generated<number>;
  member_id: number;
  node_id: number;
  game_name: string;
  vendor: string;
  game_type: string;
  round_id: string;
  bet_cents: number;
  valid_bet_cents: Generated<number>;
  payout_cents: Generated<number>;
  status: string;
  bet_at: number;
  settled_at: number | null;
}

export interface CaptchasTable {
  id: string;
  answer: string;
  expires_at: number;
}

export interface ContentTextsTable {
  merchant_code: string;
  kind: string;
  item_id: string;
  language: string;
  field: string;
  text: string;
}

export interface CountriesTable {
  code: string;
  name: string;
  dialing_code: string;
  sort: number;
}

export interface CustomerServiceTable {
  merchant_code: string;
  id: number;
  type: string;
  name: string;
  link: string;
  sort: number;
}

export interface DepositChannelsTable {
  merchant_code: string;
  id: string;
  kind: string;
  name: string;
  min_cents: number;
  max_cents: number;
  sort: number;
  pay_to: Generated<string>;
}

export interface DepositPromoAcceptsTable {
  id: Generated<number>;
  member_id: number;
  promo_id: string;
  accepted_at: number;
  deposit_id: number | null;
  once: Generated<number>;
}

export interface DepositPromosTable {
  merchant_code: string;
  id: string;
  title: string;
  bonus_bp: number;
  max_bonus_cents: number;
  min_deposit_cents: number;
  turnover_multiple: number;
  sort: number;
  once_per_member: Generated<number>;
}

export interface DownloadLinksTable {
  merchant_code: string;
  resource_type: string;
  url: string;
}

export interface FeedbackTable {
  id: Generated<number>;
  member_id: number;
  merchant_code: string;
  type: number;
  sender: string;
  content: string;
  created_at: number;
}

export interface FeedbackTypesTable {
  merchant_code: string;
  type: number;
  label_key: string;
  sort: number;
}

export interface GameFavouritesTable {
  member_id: number;
  node_id: number;
  created_at: number;
}

export interface GameLaunchesTable {
  ticket: string;
  member_id: number;
  merchant_code: string;
  node_id: number;
  play_type: string;
  game_code: string;
  created_at: number;
}

export interface GameRecentTable {
  member_id: number;
  node_id: number;
  played_at: number;
}

export interface GamesTable {
  merchant_code: string;
  node_id: number;
  game_id: string;
  node_name: string;
  game_name: string;
  display_name: string;
  game_type: string;
  vassalage: string;
  min_bet: number;
  min_line: number;
  is_new: Generated<number>;
  hot: Generated<number>;
  hot_rank: number | null;
  classifications: Generated<string>;
  support_play: Generated<number>;
  sort: number;
}

export interface HelpItemsTable {
  id: Generated<number>;
  merchant_code: string;
  device: string;
  language: string;
  title: string;
  content: string;
  sort: number;
}

export interface InboxMessagesTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  title: string;
  content: string;
  read: Generated<number>;
  created_at: number;
}

export interface LayoutVersionsTable {
  merchant_code: string;
  layout_id: string;
  version: number;
  document: string;
  note: Generated<string>;
  published_at: number;
}

export interface LiveModelsTable {
  merchant_code: string;
  id: number;
  name: string;
  languages: string;
  tags: Generated<string>;
  online: number;
  color: string;
  sort: number;
}

export interface LogoVisibilityTable {
  merchant_code: string;
  position: string;
  visible: number;
}

export interface LotteriesTable {
  merchant_code: string;
  code: string;
  name: string;
  game_type: string;
  vassalage: string;
  kind: string;
  region: Generated<string>;
  digits: Generated<number>;
  interval_seconds: number;
  offset_seconds: number;
  draw_seed: string;
  menu_group: string;
  sort: number;
}

export interface MallItemsTable {
  id: Generated<number>;
  merchant_code: string;
  kind: string;
  names: string;
  point_cost: number;
  stock: number;
  value_cents: Generated<number>;
  art: Generated<string>;
  palette: Generated<number>;
  sort: number;
  active: Generated<number>;
}

export interface MallRedemptionsTable {
  id: Generated<number>;
  member_id: number;
  item_id: number;
  points: number;
  value_cents: Generated<number>;
  status: string;
  created_at: number;
}

export interface MemberPicturesTable {
  id: string;
  member_id: number;
  mime: string;
  bytes: Uint8Array;
  created_at: number;
}

export interface MemberPointsTable {
  member_id: Generated<number>;
  balance: number;
}

export interface MemberRewardsTable {
  id: Generated<number>;
  member_id: number;
  source: string;
  detail: Generated<string>;
  amount_cents: number;
  turnover_multiple: Generated<number>;
  status: string;
  promotion_id: number | null;
  created_at: number;
  expires_at: number | null;
  received_at: number | null;
}

export interface MemberSecurityAnswersTable {
  member_id: number;
  question_id: number;
  answer_hash: string;
}

export interface MembersTable {
  id: Generated<number>;
  merchant_code: string;
  username: string;
  password_hash: string;
  type: number;
  nickname: Generated<string>;
  email: Generated<string>;
  payee_name: Generated<string>;
  mobile_num: Generated<string>;
  country_dialing_code: Generated<string>;
  head_icon: Generated<string>;
  payment_password_hash: string | null;
  balance_cents: Generated<number>;
  club_label: Generated<string>;
  parent_id: number | null;
  profile: Generated<string>;
  first_time_login: Generated<number>;
  disabled: Generated<number>;
  created_at: number;
}

export interface MerchantsTable {
  code: string;
  name: string;
  template_id: string;
  trial_merchant_code: string | null;
  maintenance: Generated<number>;
  region_restriction: Generated<number>;
  status_info: Generated<string>;
}

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: string;
  created_at: number;
}

export interface OpsAuditTable {
  id: Generated<number>;
  at: number;
  actor: string;
  role: string;
  merchant_code: string;
  action: string;
  document: Generated<string>;
  version: number | null;
  note: Generated<string>;
}

export interface OpsDraftsTable {
  merchant_code: string;
  layout_id: string;
  document: string;
  base_version: number;
  updated_at: number;
  updated_by: string;
}

export interface OpsSessionsTable {
  token_hash: string;
  operator_id: number | null;
  name: string;
  role: string;
  csrf: string;
  expires_at: number;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  member_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface PlatformSecretsTable {
  name: string;
  value: string;
}

export interface PointMovementsTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  points: number;
  basis_cents: number | null;
  redemption_id: number | null;
  note: Generated<string>;
  created_at: number;
}

export interface PointRulesTable {
  merchant_code: string;
  kind: string;
  points: number;
  per_cents: number;
  sort: number;
}

export interface PromotionCategoriesTable {
  id: Generated<number>;
  merchant_code: string;
  title: string;
  color: string;
  sort: number;
}

export interface PromotionSignupsTable {
  member_id: number;
  announcement_id: number;
  status: string;
  updated_at: number;
}

export interface RankProgressTable {
  member_id: Generated<number>;
  label_id: number | null;
  completed_conditions: number;
  total_expected_conditions: number;
}

export interface RedRainConfigTable {
  merchant_code: string;
  enabled: number;
  every_seconds: number;
  round_seconds: number;
  amount_min_cents: number;
  amount_max_cents: number;
  per_member_limit: number;
  envelopes_per_round: number;
  round_budget_cents: number;
  min_deposit_today_cents: Generated<number>;
  updated_at: number;
}

export interface RedRainGrabsTable {
  id: Generated<number>;
  round_id: number;
  member_id: number;
  request_key: string;
  amount_cents: number;
  transaction_id: number | null;
  created_at: number;
}

export interface RedRainRoundsTable {
  id: Generated<number>;
  merchant_code: string;
  source: string;
  starts_at: number;
  ends_at: number;
  amount_min_cents: number;
  amount_max_cents: number;
  per_member_limit: number;
  envelopes: number;
  budget_cents: number;
  grabbed: Generated<number>;
  spent_cents: Generated<number>;
}

export interface RegisterSettingsTable {
  merchant_code: string;
  field: string;
  enabled: number;
  required: number;
  pattern: string;
  message: string;
  min_length: Generated<number>;
  max_length: Generated<number>;
}

export interface RewardRequestImagesTable {
  request_id: number;
  position: number;
  path: string;
  mime: string;
  size: number;
  bytes: Uint8Array | null;
}

export interface RewardRequestsTable {
  id: Generated<number>;
  member_id: number;
  announcement_id: number;
  remarks: Generated<string>;
  created_at: number;
}

export interface SecretAttemptsTable {
  key: string;
  failures: number;
  window_start: number;
  locked_until: number;
}

export interface SecurityQuestionsTable {
  id: Generated<number>;
  question: string;
}

export interface SessionsTable {
  token: string;
  member_id: number;
  created_at: number;
  expires_at: number;
}

export interface SliderChallengesTable {
  id: string;
  x: number;
  expires_at: number;
}

export interface SliderPassesTable {
  token: string;
  expires_at: number;
  used: Generated<string>;
}

export interface SmsCodesTable {
  purpose: string;
  country_dialing_code: string;
  mobile_num: string;
  code: string;
  sent_at: number;
  expires_at: number;
  wrong_tries: Generated<number>;
}

export interface SocialLinksTable {
  merchant_code: string;
  name: string;
  url: string;
  sort: number;
}

export interface TemplateParametersTable {
  merchant_code: string;
  name: string;
  value: string;
}

export interface TransactionsTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  amount_cents: number;
  status: string;
  detail: Generated<string>;
  created_at: number;
}

export interface VendorSortingTable {
  merchant_code: string;
  category: string;
  category_sort: number;
  vendor_code: string;
  vendor_sort: number;
}

export interface VendorsTable {
  merchant_code: string;
  code: string;
  name: string;
  account_type_name: string;
  color: string;
  needs_real_member: Generated<number>;
}

export interface VipLevelBenefitsTable {
  merchant_code: string;
  level: number;
  kind: string;
  value: number;
}

export interface VipLevelsTable {
  merchant_code: string;
  level: number;
  name: string;
  deposit_required_cents: number;
  valid_bet_required_cents: number;
}

export interface VipMemberTotalsTable {
  member_id: Generated<number>;
  deposit_cents: Generated<number>;
  valid_bet_cents: Generated<number>;
  updated_at: number;
}

export interface WhitelabelSwitchesTable {
  merchant_code: string;
  code: string;
  enabled: number;
}

export interface WinnersTable {
  id: Generated<number>;
  merchant_code: string;
  customer_name: string;
  node_id: number;
  win_amount: number;
  won_at: number;
}

export interface Tables {
  affiliate_codes: AffiliateCodesTable;
  agent_contracts: AgentContractsTable;
  agent_quotas: AgentQuotasTable;
  agent_rebates: AgentRebatesTable;
  agent_team: AgentTeamTable;
  announcement_categories: AnnouncementCategoriesTable;
  announcement_images: AnnouncementImagesTable;
  announcement_reads: AnnouncementReadsTable;
  announcements: AnnouncementsTable;
  bank_cards: BankCardsTable;
  banners: BannersTable;
  bets: BetsTable;
  captchas: CaptchasTable;
  content_texts: ContentTextsTable;
  countries: CountriesTable;
  customer_service: CustomerServiceTable;
  deposit_channels: DepositChannelsTable;
  deposit_promo_accepts: DepositPromoAcceptsTable;
  deposit_promos: DepositPromosTable;
  download_links: DownloadLinksTable;
  feedback: FeedbackTable;
  feedback_types: FeedbackTypesTable;
  game_favourites: GameFavouritesTable;
  game_launches: GameLaunchesTable;
  game_recent: GameRecentTable;
  games: GamesTable;
  help_items: HelpItemsTable;
  inbox_messages: InboxMessagesTable;
  layout_versions: LayoutVersionsTable;
  live_models: LiveModelsTable;
  logo_visibility: LogoVisibilityTable;
  lotteries: LotteriesTable;
  mall_items: MallItemsTable;
  mall_redemptions: MallRedemptionsTable;
  member_pictures: MemberPicturesTable;
  member_points: MemberPointsTable;
  member_rewards: MemberRewardsTable;
  member_security_answers: MemberSecurityAnswersTable;
  members: MembersTable;
  merchants: MerchantsTable;
  operators: OperatorsTable;
  ops_audit: OpsAuditTable;
  ops_drafts: OpsDraftsTable;
  ops_sessions: OpsSessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  platform_secrets: PlatformSecretsTable;
  point_movements: PointMovementsTable;
  point_rules: PointRulesTable;
  promotion_categories: PromotionCategoriesTable;
  promotion_signups: PromotionSignupsTable;
  rank_progress: RankProgressTable;
  red_rain_config: RedRainConfigTable;
  red_rain_grabs: RedRainGrabsTable;
  red_rain_rounds: RedRainRoundsTable;
  register_settings: RegisterSettingsTable;
  reward_request_images: RewardRequestImagesTable;
  reward_requests: RewardRequestsTable;
  secret_attempts: SecretAttemptsTable;
  security_questions: SecurityQuestionsTable;
  sessions: SessionsTable;
  slider_challenges: SliderChallengesTable;
  slider_passes: SliderPassesTable;
  sms_codes: SmsCodesTable;
  social_links: SocialLinksTable;
  template_parameters: TemplateParametersTable;
  transactions: TransactionsTable;
  vendor_sorting: VendorSortingTable;
  vendors: VendorsTable;
  vip_level_benefits: VipLevelBenefitsTable;
  vip_levels: VipLevelsTable;
  vip_member_totals: VipMemberTotalsTable;
  whitelabel_switches: WhitelabelSwitchesTable;
  winners: WinnersTable;
}
