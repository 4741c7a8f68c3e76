import type { StoreDb } from '../data/store';
import { RAIN_DEFAULTS, writeRainConfig } from '../services/rain/config';
import { rulesOf, storeRound } from '../services/rain/rounds';
import { insertRows, insertRowsReturningIds, memberIds } from './rows';

/**
 * Past rounds the demo member played (hours before the seed, on the rain's schedule) and the
 * envelopes opened in each, in cents: the winnings list and the account records start with history.
 */
export const SEEDED_WINNINGS: { hoursAgo: number; cents: number[] }[] = [
  { hoursAgo: 2, cents: [388, 126, 666] },
  { hoursAgo: 5, cents: [88, 520] },
  { hoursAgo: 26, cents: [888, 218, 168, 444, 99] },
  { hoursAgo: 50, cents: [258] },
];

/**
 * The merchant's red envelope rain (RAIN_DEFAULTS: a round every three minutes, computed from the
 * clock, so a demo always has one live or about to start) and the demo member's past winnings,
 * credited and recorded as bonus transactions like live ones (the seeded balance already holds them).
 */
export async function seedRain(db: StoreDb, merchantCode: string, now = Date.now()): Promise<void> {
  await writeRainConfig(db, merchantCode, RAIN_DEFAULTS, now);
  const demoId = (await memberIds(db, merchantCode, ['demo'])).get('demo');
  if (demoId === undefined) return;
  const every = RAIN_DEFAULTS.everySeconds * 1000;
  const base = Math.floor(now / every) * every;
  // Oldest first, so ids grow with time as they do for live rounds.
  for (const past of [...SEEDED_WINNINGS].reverse()) {
    const startsAt = base - Math.round((past.hoursAgo * 3_600_000) / every) * every;
    const round = await storeRound(db, merchantCode, 'schedule', { startsAt, endsAt: startsAt + RAIN_DEFAULTS.roundSeconds * 1000 }, rulesOf(RAIN_DEFAULTS));
    const spent = past.cents.reduce((sum, c) => sum + c, 0);
    await db.updateTable('red_rain_rounds').set({ grabbed: past.cents.length, spent_cents: spent }).where('id', '=', round.id).execute();
    const grabs = past.cents.map((cents, i) => ({ cents, at: startsAt + (i + 1) * 7_000 }));
    const detail = JSON.stringify({ source: 'redRain', roundId: round.id });
    const recordIds = await insertRowsReturningIds(db, 'transactions', grabs.map(({ cents, at }) => ({ member_id: demoId, kind: 'bonus', amount_cents: cents, status: 'DONE', detail, created_at: at })));
    await insertRows(db, 'red_rain_grabs', grabs.map(({ cents, at }, i) => ({
      round_id: round.id, member_id: demoId, request_key: `seed-${round.id}-${i}`, amount_cents: cents, transaction_id: recordIds[i], created_at: at,
    })));
  }
}
