import type { Db } from '../db/open';
import { RAIN_DEFAULTS, writeRainConfigForSeed } from '../services/rain/config';
import { rulesOf, storeRoundForSeed } from '../services/rain/rounds';

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
export function seedRain(db: Db, merchantCode: string, now = Date.now()): void {
  writeRainConfigForSeed(db, merchantCode, RAIN_DEFAULTS, now);
  const demo = db.prepare("SELECT id FROM members WHERE merchant_code = ? AND username = 'demo'").get(merchantCode) as { id: number } | undefined;
  if (!demo) return;
  const every = RAIN_DEFAULTS.everySeconds * 1000;
  const base = Math.floor(now / every) * every;
  const tx = db.prepare("INSERT INTO transactions (member_id, kind, amount_cents, status, detail, created_at) VALUES (?, 'bonus', ?, 'DONE', ?, ?)");
  const grab = db.prepare('INSERT INTO red_rain_grabs (round_id, member_id, request_key, amount_cents, transaction_id, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  // Oldest first, so ids grow with time as they do for live rounds.
  for (const past of [...SEEDED_WINNINGS].reverse()) {
    const startsAt = base - Math.round((past.hoursAgo * 3_600_000) / every) * every;
    const round = storeRoundForSeed(db, merchantCode, 'schedule', { startsAt, endsAt: startsAt + RAIN_DEFAULTS.roundSeconds * 1000 }, rulesOf(RAIN_DEFAULTS));
    const spent = past.cents.reduce((sum, c) => sum + c, 0);
    db.prepare('UPDATE red_rain_rounds SET grabbed = ?, spent_cents = ? WHERE id = ?').run(past.cents.length, spent, round.id);
    past.cents.forEach((cents, i) => {
      const at = startsAt + (i + 1) * 7_000;
      const record = tx.run(demo.id, cents, JSON.stringify({ source: 'redRain', roundId: round.id }), at);
      grab.run(round.id, demo.id, `seed-${round.id}-${i}`, cents, Number(record.lastInsertRowid), at);
    });
  }
}
