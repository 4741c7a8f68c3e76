import type { StoreDb } from '../data/store';
import { memberIds } from './rows';
import { seedBets } from './bets';
import { seedFundsHistory } from './funds-history';

/** Rebate rates (basis points) agent01 gave two more of its direct members, below its own. */
const DOWNLINE_RATES: Record<string, Record<string, number>> = {
  player01: { RNG: 60, LIVE: 40, PVP: 45, FISH: 50, SPORTS: 50, LOTT: 25 },
  agent02: { RNG: 80, LIVE: 60, PVP: 60, FISH: 70, SPORTS: 70, LOTT: 30 },
};

/** The reports' data: sixty days of bets and account records, and the rates that split rebates. */
export async function seedReports(db: StoreDb, merchantCode: string, now = Date.now()): Promise<void> {
  const ids = await memberIds(db, merchantCode, Object.keys(DOWNLINE_RATES));
  const rates = Object.entries(DOWNLINE_RATES).flatMap(([username, byType]) => {
    const memberId = ids.get(username);
    return memberId === undefined ? [] : Object.entries(byType).map(([type, bp]) => ({ member_id: memberId, game_type: type, rate_bp: bp }));
  });
  if (rates.length > 0) {
    await db.insertInto('agent_rebates').values(rates).onConflict((oc) => oc.columns(['member_id', 'game_type']).doUpdateSet((eb) => ({ rate_bp: eb.ref('excluded.rate_bp') }))).execute();
  }
  await seedFundsHistory(db, merchantCode, now);
  await seedBets(db, merchantCode, now);
}
