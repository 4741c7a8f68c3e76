/**
 * Changes to the accounts tables since they were first created (accounts-schema.ts), in the order
 * they were made. Append-only: add new statements at the end; never edit or reorder applied ones
 * (the runner identifies each by its index after the first tables). Values are written out: a
 * migration says what it did then, whatever the seed or the services say later.
 */
export const ACCOUNTS_CHANGES: string[] = [
  // Contract requests replace the stored flags: the home-page prompt flags are now derived from pending contracts.
  `CREATE TABLE agent_contracts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('dailySalary', 'dividend', 'hourlySalary')),
    terms TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('PENDING', 'ACCEPTED', 'REJECTED')),
    created_at INTEGER NOT NULL,
    answered_at INTEGER
  )`,
  `CREATE INDEX agent_contracts_member ON agent_contracts (member_id, status)`,
  `DROP TABLE dividend_info`,
  `CREATE TABLE agent_rebates (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    game_type TEXT NOT NULL,
    rate_bp INTEGER NOT NULL CHECK (rate_bp >= 0 AND rate_bp <= 10000),
    PRIMARY KEY (member_id, game_type)
  )`,
  // Tokens are now stored as their sha256; sessions stored in clear before cannot be matched, so they go.
  `DELETE FROM sessions`,
  // A code is burned after 5 wrong tries.
  `ALTER TABLE sms_codes ADD COLUMN wrong_tries INTEGER NOT NULL DEFAULT 0`,
  // Forgot-password-by-e-mail links: only the sha256 of the token is kept; single use, expiring.
  `CREATE TABLE password_reset_tokens (
    token_hash TEXT PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  )`,
  // Live-chat hosts (CBS3 live model list).
  `CREATE TABLE live_models (
    merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
    id INTEGER NOT NULL,
    name TEXT NOT NULL,
    languages TEXT NOT NULL,
    tags TEXT NOT NULL DEFAULT '',
    online INTEGER NOT NULL,
    color TEXT NOT NULL,
    sort INTEGER NOT NULL,
    PRIMARY KEY (merchant_code, id)
  )`,
  `CREATE TABLE deposit_promos (
    merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
    id TEXT NOT NULL,
    title TEXT NOT NULL,
    bonus_bp INTEGER NOT NULL CHECK (bonus_bp > 0),
    max_bonus_cents INTEGER NOT NULL,
    min_deposit_cents INTEGER NOT NULL,
    turnover_multiple INTEGER NOT NULL,
    sort INTEGER NOT NULL,
    PRIMARY KEY (merchant_code, id)
  )`,
  // An accepted promo waits for the member's next deposit naming it; deposit_id marks it used.
  `CREATE TABLE deposit_promo_accepts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    promo_id TEXT NOT NULL,
    accepted_at INTEGER NOT NULL,
    deposit_id INTEGER REFERENCES transactions(id)
  )`,
  `CREATE UNIQUE INDEX deposit_promo_open ON deposit_promo_accepts (member_id, promo_id) WHERE deposit_id IS NULL`,
  // How many accounts of each member type an agent may open (used = its direct members of that type).
  `CREATE TABLE agent_quotas (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    member_type INTEGER NOT NULL,
    total INTEGER NOT NULL CHECK (total >= 0),
    PRIMARY KEY (member_id, member_type)
  )`,
  // Operator patterns run on a linear-time engine without lookahead: the old seeded password rule
  // becomes the same rule without it (its 6-20 length was already in min_length/max_length). The
  // patterns are written out: a migration says what it did then, whatever the seed says later.
  `UPDATE register_settings SET pattern = '^[\\x21-\\x7e]*(?:[A-Za-z][\\x21-\\x7e]*\\d|\\d[\\x21-\\x7e]*[A-Za-z])[\\x21-\\x7e]*$'
     WHERE field = 'password' AND pattern = '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{6,20}$'`,
  // One counter per guarded key (an account's secret, an address): raised before a secret is
  // checked, locked at its limit (security/attempt-guard.ts). Replaces login_failures.
  `CREATE TABLE secret_attempts (
    key TEXT PRIMARY KEY,
    failures INTEGER NOT NULL,
    window_start INTEGER NOT NULL,
    locked_until INTEGER NOT NULL
  )`,
  `DROP TABLE login_failures`,
  // A "first deposit" promotion pays once per member ever: each acceptance of such a promotion is
  // marked once, and a unique index allows one per member (a second is refused by the store itself).
  `ALTER TABLE deposit_promos ADD COLUMN once_per_member INTEGER NOT NULL DEFAULT 0`,
  `UPDATE deposit_promos SET once_per_member = 1 WHERE id = 'FIRST100'`,
  `ALTER TABLE deposit_promo_accepts ADD COLUMN once INTEGER NOT NULL DEFAULT 0`,
  `UPDATE deposit_promo_accepts SET once = 1 WHERE id IN (
     SELECT MIN(a.id) FROM deposit_promo_accepts a
       JOIN members m ON m.id = a.member_id
       JOIN deposit_promos p ON p.id = a.promo_id AND p.merchant_code = m.merchant_code AND p.once_per_member = 1
     GROUP BY a.member_id, a.promo_id)`,
  `CREATE UNIQUE INDEX deposit_promo_once ON deposit_promo_accepts (member_id, promo_id) WHERE once = 1`,
  // Where a player pays a deposit to: the merchant's receiving bank account or e-wallet (JSON;
  // empty for an online gateway). The demo merchant's channels get the seeded accounts.
  `ALTER TABLE deposit_channels ADD COLUMN pay_to TEXT NOT NULL DEFAULT '{}'`,
  `UPDATE deposit_channels SET pay_to = CASE id
     WHEN 'bank' THEN '{"bankName":"ICBC Shenzhen Futian Branch","accountName":"Demo Gaming Ltd","accountNumber":"6222 0240 0001 8888 520"}'
     WHEN 'alipay' THEN '{"payee":"Demo Gaming","account":"pay@demogaming.com"}'
     WHEN 'wechat' THEN '{"payee":"Demo Gaming","account":"demogaming_pay"}'
     WHEN 'qq' THEN '{"payee":"Demo Gaming","account":"88886666"}'
     ELSE '{}' END WHERE merchant_code = 'DEMO'`,
  // Slider verification: a served puzzle keeps its gap's position here until answered (single use),
  // and a solved one leaves a pass that one SMS request and one registration may each spend.
  `CREATE TABLE slider_challenges (
    id TEXT PRIMARY KEY,
    x INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  )`,
  `CREATE TABLE slider_passes (
    token TEXT PRIMARY KEY,
    expires_at INTEGER NOT NULL,
    used TEXT NOT NULL DEFAULT ''
  )`,
  // A member's uploaded profile picture (one each; members.head_icon names it "upload:<id>").
  `CREATE TABLE member_pictures (
    id TEXT PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    mime TEXT NOT NULL,
    bytes BLOB NOT NULL,
    created_at INTEGER NOT NULL
  )`,
  `CREATE INDEX member_pictures_member ON member_pictures (member_id)`,
  // Every balance equals the sum of the records that moved it (services/ledger.ts). A balance set
  // before that rule (a seeded or an operator's figure with no record) gets the difference as an
  // opening adjustment, dated just before the member's first record. The rule is written out here,
  // not imported, so this statement keeps saying what it did.
  `INSERT INTO transactions (member_id, kind, amount_cents, status, detail, created_at)
   SELECT m.id, 'adjustment', m.balance_cents - COALESCE(moved.cents, 0), 'DONE', '{"source":"opening"}',
          MIN(m.created_at, COALESCE(moved.first_at - 3600000, m.created_at))
     FROM members m
     LEFT JOIN (SELECT member_id, SUM(CASE WHEN status = 'DONE' OR (kind = 'withdraw' AND status = 'PENDING') THEN amount_cents ELSE 0 END) AS cents,
                       MIN(created_at) AS first_at
                  FROM transactions GROUP BY member_id) moved ON moved.member_id = m.id
    WHERE m.balance_cents != COALESCE(moved.cents, 0)`,
  // Affiliate codes list oldest first on either engine (SQLite's row order is not shared with
  // PostgreSQL): codes made from now on carry their creation time; those made before have 0 and
  // list first, by code.
  `ALTER TABLE affiliate_codes ADD COLUMN created_at INTEGER NOT NULL DEFAULT 0`,
];
