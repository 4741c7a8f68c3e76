/**
 * Reports area: the bets the game vendors report for each member (betting record, profit and loss,
 * team reports, rebate income). Append-only: add new statements at the end (the migration runner
 * identifies each by its index). Money is stored in cents.
 */
export const reportsSchema: string[] = [
  // One row per bet (a vendor's round). The game's name, vendor and type are kept as they were when
  // the bet was placed, so a renamed or removed game never rewrites a member's history.
  // valid_bet_cents: the part of the stake that counts for turnover and rebates (0 for a push, a
  // cancelled or an unsettled bet); payout_cents: what the vendor paid back, stake included.
  `CREATE TABLE IF NOT EXISTS bets (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    node_id INTEGER NOT NULL,
    game_name TEXT NOT NULL,
    vendor TEXT NOT NULL,
    game_type TEXT NOT NULL,
    round_id TEXT NOT NULL,
    bet_cents INTEGER NOT NULL CHECK (bet_cents > 0),
    valid_bet_cents INTEGER NOT NULL DEFAULT 0 CHECK (valid_bet_cents >= 0 AND valid_bet_cents <= bet_cents),
    payout_cents INTEGER NOT NULL DEFAULT 0 CHECK (payout_cents >= 0),
    status TEXT NOT NULL CHECK (status IN ('SETTLED', 'UNSETTLED', 'CANCELLED')),
    bet_at INTEGER NOT NULL,
    settled_at INTEGER,
    UNIQUE (vendor, round_id)
  )`,
  `CREATE INDEX IF NOT EXISTS bets_member_time ON bets (member_id, bet_at)`,
];
