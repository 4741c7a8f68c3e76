
/**
 * Red envelope rain tables. Append-only: add new statements at the end (the migration runner
 * identifies each by its index). Money is stored in cents.
 *
 * One rain per storefront merchant (red_rain_config): rounds follow its schedule (a round of
 * round_seconds every every_seconds, aligned on the epoch) and are stored when they first go live,
 * with the rules of that moment, so an operator's change never alters a round being played.
 * Manual rounds (source 'manual') are placed by hand at any time and win over the schedule.
 * red_rain_grabs holds the envelopes that counted, one per (round, member, request key): a repeated
 * request finds its grab instead of paying twice.
 */
export const rainSchema: string[] = [
  `CREATE TABLE red_rain_config (
    merchant_code TEXT PRIMARY KEY REFERENCES merchants(code) ON DELETE CASCADE,
    enabled INTEGER NOT NULL,
    every_seconds INTEGER NOT NULL CHECK (every_seconds >= 60),
    round_seconds INTEGER NOT NULL CHECK (round_seconds >= 10 AND round_seconds < every_seconds),
    amount_min_cents INTEGER NOT NULL CHECK (amount_min_cents >= 1),
    amount_max_cents INTEGER NOT NULL CHECK (amount_max_cents >= amount_min_cents),
    per_member_limit INTEGER NOT NULL CHECK (per_member_limit >= 1),
    envelopes_per_round INTEGER NOT NULL CHECK (envelopes_per_round >= 1),
    round_budget_cents INTEGER NOT NULL CHECK (round_budget_cents >= amount_min_cents),
    min_deposit_today_cents INTEGER NOT NULL DEFAULT 0 CHECK (min_deposit_today_cents >= 0),
    updated_at INTEGER NOT NULL
  )`,
  `CREATE TABLE red_rain_rounds (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
    source TEXT NOT NULL CHECK (source IN ('schedule', 'manual')),
    starts_at INTEGER NOT NULL,
    ends_at INTEGER NOT NULL CHECK (ends_at > starts_at),
    amount_min_cents INTEGER NOT NULL,
    amount_max_cents INTEGER NOT NULL,
    per_member_limit INTEGER NOT NULL,
    envelopes INTEGER NOT NULL,
    budget_cents INTEGER NOT NULL,
    grabbed INTEGER NOT NULL DEFAULT 0 CHECK (grabbed <= envelopes),
    spent_cents INTEGER NOT NULL DEFAULT 0 CHECK (spent_cents <= budget_cents)
  )`,
  `CREATE UNIQUE INDEX red_rain_rounds_slot ON red_rain_rounds (merchant_code, source, starts_at)`,
  `CREATE INDEX red_rain_rounds_time ON red_rain_rounds (merchant_code, ends_at)`,
  `CREATE TABLE red_rain_grabs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    round_id INTEGER NOT NULL REFERENCES red_rain_rounds(id) ON DELETE CASCADE,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    request_key TEXT NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    transaction_id INTEGER REFERENCES transactions(id),
    created_at INTEGER NOT NULL,
    UNIQUE (round_id, member_id, request_key)
  )`,
  `CREATE INDEX red_rain_grabs_member ON red_rain_grabs (member_id, round_id)`,
  // A database seeded before the rain existed gets the default rain for its storefronts (merchants
  // that are nobody's trial merchant); a new one is empty here and the seed configures it. The
  // values are those defaults as they were, written out (a migration is history).
  `INSERT INTO red_rain_config (merchant_code, enabled, every_seconds, round_seconds, amount_min_cents, amount_max_cents,
     per_member_limit, envelopes_per_round, round_budget_cents, min_deposit_today_cents, updated_at)
   SELECT code, 1, 180, 60, 88, 888,
     5, 200, 88800, 0, 0
     FROM merchants WHERE code NOT IN (SELECT trial_merchant_code FROM merchants WHERE trial_merchant_code IS NOT NULL)`,
];
