/**
 * Member benefits: VIP levels and what each gives, rewards per member (the reward centre), points
 * and the point mall. Append-only: add new statements at the end (the migration runner identifies
 * each by its index). Money is stored in cents, rates in basis points (100 = 1%), points as whole numbers.
 */
export const benefitsSchema: string[] = [
  // A merchant's VIP ladder: what a member must reach (lifetime deposit and valid bet) for each level.
  `CREATE TABLE vip_levels (
    merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
    level INTEGER NOT NULL CHECK (level >= 1),
    name TEXT NOT NULL,
    deposit_required_cents INTEGER NOT NULL CHECK (deposit_required_cents >= 0),
    valid_bet_required_cents INTEGER NOT NULL CHECK (valid_bet_required_cents >= 0),
    PRIMARY KEY (merchant_code, level)
  )`,
  // One row per benefit a level offers; value in cents (bonuses, withdrawal limit), basis points (rebate) or a count.
  `CREATE TABLE vip_level_benefits (
    merchant_code TEXT NOT NULL,
    level INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('upgradeBonus', 'birthdayBonus', 'monthlyBonus', 'rebateRate', 'dailyWithdrawCount', 'dailyWithdrawLimit')),
    value INTEGER NOT NULL CHECK (value > 0),
    PRIMARY KEY (merchant_code, level, kind),
    FOREIGN KEY (merchant_code, level) REFERENCES vip_levels (merchant_code, level) ON DELETE CASCADE
  )`,
  // What counts towards the ladder, as the funds and games sides report it.
  `CREATE TABLE vip_member_totals (
    member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
    deposit_cents INTEGER NOT NULL DEFAULT 0 CHECK (deposit_cents >= 0),
    valid_bet_cents INTEGER NOT NULL DEFAULT 0 CHECK (valid_bet_cents >= 0),
    updated_at INTEGER NOT NULL
  )`,
  // Rewards credited to a member: claimable until claimed (then received) or until expires_at
  // (then expired: derived, never stored). promotion_id names the promotion (announcements.id) it pays.
  `CREATE TABLE member_rewards (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    source TEXT NOT NULL CHECK (source IN ('promotion', 'deposit', 'upgrade', 'rebate', 'birthday', 'monthly')),
    detail TEXT NOT NULL DEFAULT '',
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    turnover_multiple INTEGER NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
    status TEXT NOT NULL CHECK (status IN ('CLAIMABLE', 'RECEIVED')),
    promotion_id INTEGER,
    created_at INTEGER NOT NULL,
    expires_at INTEGER,
    received_at INTEGER
  )`,
  `CREATE INDEX member_rewards_member ON member_rewards (member_id, status, created_at)`,
  // How a merchant awards points: `points` for every `per_cents` of valid bet or deposit.
  `CREATE TABLE point_rules (
    merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('validBet', 'deposit')),
    points INTEGER NOT NULL CHECK (points > 0),
    per_cents INTEGER NOT NULL CHECK (per_cents > 0),
    sort INTEGER NOT NULL,
    PRIMARY KEY (merchant_code, kind)
  )`,
  `CREATE TABLE member_points (
    member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
    balance INTEGER NOT NULL CHECK (balance >= 0)
  )`,
  // cash items credit value_cents to the wallet at once; goods are delivered by the operator.
  `CREATE TABLE mall_items (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('cash', 'goods')),
    names TEXT NOT NULL,
    point_cost INTEGER NOT NULL CHECK (point_cost > 0),
    stock INTEGER NOT NULL CHECK (stock >= 0),
    value_cents INTEGER NOT NULL DEFAULT 0 CHECK (value_cents >= 0),
    art TEXT NOT NULL DEFAULT 'gift',
    palette INTEGER NOT NULL DEFAULT 0,
    sort INTEGER NOT NULL,
    active INTEGER NOT NULL DEFAULT 1
  )`,
  `CREATE TABLE mall_redemptions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    item_id INTEGER NOT NULL REFERENCES mall_items(id),
    points INTEGER NOT NULL CHECK (points > 0),
    value_cents INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL CHECK (status IN ('COMPLETED', 'PENDING')),
    created_at INTEGER NOT NULL
  )`,
  `CREATE INDEX mall_redemptions_member ON mall_redemptions (member_id, created_at)`,
  // The ledger behind the balance: earned (positive) and spent (negative) points. basis_cents is the
  // valid bet or deposit that earned them; redemption_id the redemption that spent them; note an operator's words.
  `CREATE TABLE point_movements (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('validBet', 'deposit', 'redeem', 'adjust')),
    points INTEGER NOT NULL CHECK (points <> 0),
    basis_cents INTEGER,
    redemption_id INTEGER REFERENCES mall_redemptions(id),
    note TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
  )`,
  `CREATE INDEX point_movements_member ON point_movements (member_id, created_at)`,
];
