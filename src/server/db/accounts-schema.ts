import { ACCOUNTS_CHANGES } from './accounts-changes';

/**
 * Accounts, system and layout tables as first created. Money is stored in cents. The migration
 * runner identifies each statement by its index in `accountsSchema`: these come first, then the
 * changes made since (accounts-changes.ts), where new statements are appended.
 */
const ACCOUNTS_TABLES: string[] = [
  `CREATE TABLE merchants (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    template_id TEXT NOT NULL,
    trial_merchant_code TEXT,
    maintenance INTEGER NOT NULL DEFAULT 0,
    region_restriction INTEGER NOT NULL DEFAULT 0,
    status_info TEXT NOT NULL DEFAULT '{}'
  )`,
  `CREATE TABLE template_parameters (
    merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
    name TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (merchant_code, name)
  )`,
  `CREATE TABLE whitelabel_switches (
    merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
    code TEXT NOT NULL,
    enabled INTEGER NOT NULL,
    PRIMARY KEY (merchant_code, code)
  )`,
  `CREATE TABLE register_settings (
    merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
    field TEXT NOT NULL,
    enabled INTEGER NOT NULL,
    required INTEGER NOT NULL,
    pattern TEXT NOT NULL,
    message TEXT NOT NULL,
    min_length INTEGER NOT NULL DEFAULT 0,
    max_length INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (merchant_code, field)
  )`,
  `CREATE TABLE countries (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    dialing_code TEXT NOT NULL,
    sort INTEGER NOT NULL
  )`,
  `CREATE TABLE members (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    merchant_code TEXT NOT NULL REFERENCES merchants(code),
    username TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    type INTEGER NOT NULL,
    nickname TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    payee_name TEXT NOT NULL DEFAULT '',
    mobile_num TEXT NOT NULL DEFAULT '',
    country_dialing_code TEXT NOT NULL DEFAULT '',
    head_icon TEXT NOT NULL DEFAULT '',
    payment_password_hash TEXT,
    balance_cents INTEGER NOT NULL DEFAULT 0,
    club_label TEXT NOT NULL DEFAULT '',
    parent_id INTEGER REFERENCES members(id),
    profile TEXT NOT NULL DEFAULT '{}',
    first_time_login INTEGER NOT NULL DEFAULT 1,
    disabled INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    UNIQUE (merchant_code, username)
  )`,
  `CREATE INDEX members_mobile ON members (merchant_code, country_dialing_code, mobile_num)`,
  `CREATE TABLE rank_progress (
    member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
    label_id INTEGER,
    completed_conditions INTEGER NOT NULL,
    total_expected_conditions INTEGER NOT NULL
  )`,
  `CREATE TABLE sessions (
    token TEXT PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  )`,
  `CREATE INDEX sessions_member ON sessions (member_id)`,
  `CREATE TABLE captchas (
    id TEXT PRIMARY KEY,
    answer TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  )`,
  `CREATE TABLE login_failures (
    key TEXT PRIMARY KEY,
    failures INTEGER NOT NULL,
    last_at INTEGER NOT NULL
  )`,
  `CREATE TABLE sms_codes (
    purpose TEXT NOT NULL,
    country_dialing_code TEXT NOT NULL,
    mobile_num TEXT NOT NULL,
    code TEXT NOT NULL,
    sent_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (purpose, country_dialing_code, mobile_num)
  )`,
  `CREATE TABLE layout_versions (
    merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
    layout_id TEXT NOT NULL,
    version INTEGER NOT NULL,
    document TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    published_at INTEGER NOT NULL,
    PRIMARY KEY (merchant_code, layout_id, version)
  )`,
  `CREATE TABLE agent_team (
    member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
    team_login_member_count INTEGER NOT NULL,
    team_bet_member_count INTEGER NOT NULL,
    team_register_member_count INTEGER NOT NULL,
    team_online_count INTEGER NOT NULL
  )`,
  `CREATE TABLE dividend_info (
    member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
    dailysalreqtype INTEGER NOT NULL,
    divtypecompperiodreq INTEGER NOT NULL,
    contracthoursalreq INTEGER NOT NULL
  )`,
  `CREATE TABLE download_links (
    merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
    resource_type TEXT NOT NULL,
    url TEXT NOT NULL,
    PRIMARY KEY (merchant_code, resource_type)
  )`,
  `CREATE TABLE social_links (
    merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
    name TEXT NOT NULL,
    url TEXT NOT NULL,
    sort INTEGER NOT NULL,
    PRIMARY KEY (merchant_code, name)
  )`,
  `CREATE TABLE customer_service (
    merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
    id INTEGER NOT NULL,
    type TEXT NOT NULL,
    name TEXT NOT NULL,
    link TEXT NOT NULL,
    sort INTEGER NOT NULL,
    PRIMARY KEY (merchant_code, id)
  )`,
  `CREATE TABLE inbox_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    read INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  )`,
  `CREATE INDEX inbox_member ON inbox_messages (member_id, kind, read)`,
  `CREATE TABLE affiliate_codes (
    code TEXT PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    domain TEXT NOT NULL DEFAULT ''
  )`,
  `CREATE TABLE security_questions (
    id INTEGER PRIMARY KEY,
    question TEXT NOT NULL
  )`,
  `CREATE TABLE member_security_answers (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    question_id INTEGER NOT NULL REFERENCES security_questions(id),
    answer_hash TEXT NOT NULL,
    PRIMARY KEY (member_id, question_id)
  )`,
  `CREATE TABLE bank_cards (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    bank_name TEXT NOT NULL,
    account_name TEXT NOT NULL,
    account_number TEXT NOT NULL,
    created_at INTEGER NOT NULL
  )`,
  `CREATE TABLE transactions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    status TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT '{}',
    created_at INTEGER NOT NULL
  )`,
  `CREATE INDEX transactions_member ON transactions (member_id, kind, created_at)`,
  `CREATE TABLE deposit_channels (
    merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
    id TEXT NOT NULL,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    min_cents INTEGER NOT NULL,
    max_cents INTEGER NOT NULL,
    sort INTEGER NOT NULL,
    PRIMARY KEY (merchant_code, id)
  )`,
];

/** Every accounts statement in the order it was applied. Append-only (by appending to ACCOUNTS_CHANGES). */
export const accountsSchema: string[] = [...ACCOUNTS_TABLES, ...ACCOUNTS_CHANGES];
