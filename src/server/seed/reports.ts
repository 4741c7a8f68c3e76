import type { Db } from '../db/open';
import { seedBets } from './bets';
import { seedFundsHistory } from './funds-history';

/** Rebate rates (basis points) agent01 gave two more of its direct members, below its own. */
const DOWNLINE_RATES: Record<string, Record<string, number>> = {
  player01: { RNG: 60, LIVE: 40, PVP: 45, FISH: 50, SPORTS: 50, LOTT: 25 },
  agent02: { RNG: 80, LIVE: 60, PVP: 60, FISH: 70, SPORTS: 70, LOTT: 30 },
};

/** The reports' data: sixty days of bets and account records, and the rates that split rebates. */
export function seedReports(db: Db, merchantCode: string, now = Date.now()): void {
  const rate = db.prepare(
    `INSERT INTO agent_rebates (member_id, game_type, rate_bp) SELECT id, ?, ? FROM members WHERE merchant_code = ? AND username = ?
     ON CONFLICT(member_id, game_type) DO UPDATE SET rate_bp = excluded.rate_bp`,
  );
  for (const [username, rates] of Object.entries(DOWNLINE_RATES)) {
    for (const [type, bp] of Object.entries(rates)) rate.run(type, bp, merchantCode, username);
  }
  seedFundsHistory(db, merchantCode, now);
  seedBets(db, merchantCode, now);
}
