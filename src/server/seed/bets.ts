import type { Insertable } from 'kysely';
import type { StoreDb } from '../data/store';
import { insertRows, memberIds } from './rows';
import type { Tables } from '../data/tables';
import { createPrng, type Prng } from './content/prng';

const DAY_MS = 24 * 60 * 60 * 1000;
/** As many days as the reports reach back. */
const SEED_DAYS = 60;

/** How a seeded player bets: how often, on what, and how big (a multiple of the usual stakes). */
interface Habit {
  username: string;
  /** Chance of playing on a given day, and bets on such a day. */
  activeChance: number;
  perDay: [number, number];
  /** Relative weights of the game types played. */
  types: Record<string, number>;
  stake: number;
}

export const BET_HABITS: Habit[] = [
  { username: 'demo', activeChance: 0.85, perDay: [2, 6], types: { RNG: 5, LIVE: 3, FISH: 1, SPORTS: 1, LOTT: 1 }, stake: 1 },
  { username: 'player01', activeChance: 0.7, perDay: [1, 5], types: { LIVE: 6, PVP: 2, SPORTS: 1 }, stake: 2 },
  { username: 'player02', activeChance: 0.75, perDay: [2, 7], types: { RNG: 7, FISH: 2, ELOTT: 1 }, stake: 0.6 },
  { username: 'player03', activeChance: 0.45, perDay: [1, 3], types: { SPORTS: 5, LOTT: 3, LIVE: 1 }, stake: 1.5 },
  { username: 'agent02', activeChance: 0.3, perDay: [1, 2], types: { LIVE: 3, RNG: 2 }, stake: 1 },
  { username: 'player04', activeChance: 0.5, perDay: [1, 3], types: { FISH: 3, PVP: 3, RNG: 2 }, stake: 0.8 },
  { username: 'agent01', activeChance: 0.2, perDay: [1, 2], types: { LIVE: 2, SPORTS: 1 }, stake: 3 },
];

/** Usual stakes per game type, in currency units. */
const STAKES: Record<string, number[]> = {
  RNG: [1, 2, 5, 10, 20, 50], LIVE: [20, 50, 100, 200, 500], PVP: [10, 20, 50, 100], FISH: [5, 10, 20, 50],
  SPORTS: [50, 100, 200, 500, 1000], LOTT: [2, 5, 10, 20, 50], ELOTT: [2, 5, 10, 20, 50],
};

/** A settled result: payout as a multiple of the stake, and the valid share (0 for a push). Returns near 96 % on average. */
function outcome(rng: Prng, type: string): { multiple: number; validShare: number } {
  const r = rng.next();
  const between = (a: number, b: number) => a + rng.next() * (b - a);
  switch (type) {
    case 'LIVE': return r < 0.46 ? { multiple: 0, validShare: 1 } : r < 0.9 ? { multiple: 1.95, validShare: 1 } : { multiple: 1, validShare: 0 };
    case 'PVP': return { multiple: r < 0.5 ? 0 : 1.9, validShare: 1 };
    case 'SPORTS': return { multiple: r < 0.52 ? 0 : between(1.6, 2.4), validShare: 1 };
    case 'LOTT': case 'ELOTT': return { multiple: r < 0.8 ? 0 : between(2, 7), validShare: 1 };
    case 'FISH': return { multiple: r < 0.5 ? between(0, 0.6) : r < 0.9 ? between(0.7, 1.5) : between(2, 5), validShare: 1 };
    default: return { multiple: r < 0.6 ? 0 : r < 0.88 ? between(0.2, 1.8) : r < 0.98 ? between(2, 5) : between(8, 25), validShare: 1 };
  }
}

function weighted(rng: Prng, weights: Record<string, number>): string {
  const entries = Object.entries(weights);
  let roll = rng.next() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [key, w] of entries) if ((roll -= w) < 0) return key;
  return entries[entries.length - 1][0];
}

interface GameRow { nodeId: number; name: string; vendor: string; type: string }

/**
 * Sixty days of bets for the demo member, agent01's downline (both levels) and a few for agent01,
 * so the betting record, profit and loss and the team reports show real figures. The same every
 * run (seeded random numbers), placed relative to the seeding day; nothing is placed in the future.
 * Recent sports and lottery bets may still be open; about one bet in seventy was cancelled.
 */
export async function seedBets(db: StoreDb, merchantCode: string, now = Date.now()): Promise<void> {
  const games: GameRow[] = await db
    .selectFrom('games')
    .where('merchant_code', '=', merchantCode)
    .orderBy('node_id')
    .select(['node_id as nodeId', 'display_name as name', 'vassalage as vendor', 'game_type as type'])
    .execute();
  if (games.length === 0) return;
  const ids = await memberIds(db, merchantCode, BET_HABITS.map((h) => h.username));
  const bets: Insertable<Tables['bets']>[] = [];
  const todayStart = Math.floor(now / DAY_MS) * DAY_MS;
  let round = 0;
  for (const habit of BET_HABITS) {
    const memberId = ids.get(habit.username);
    if (memberId === undefined) continue;
    const rng = createPrng(`bets:${habit.username}`);
    // Players keep coming back to a few games of each type.
    const favourites = new Map(Object.keys(habit.types).map((type) => {
      const ofType = games.filter((g) => g.type === type);
      return [type, Array.from({ length: Math.min(4, ofType.length) }, () => rng.pick(ofType))];
    }));
    for (let daysAgo = SEED_DAYS - 1; daysAgo >= 0; daysAgo--) {
      if (!rng.chance(habit.activeChance)) continue;
      const count = rng.int(habit.perDay[0], habit.perDay[1]);
      const times = Array.from({ length: count }, () => todayStart - daysAgo * DAY_MS + rng.int(0, DAY_MS / 1000 - 1) * 1000).sort((a, b) => a - b);
      for (const betAt of times) {
        const type = weighted(rng, habit.types);
        const game = rng.pick(favourites.get(type) ?? []);
        const betCents = Math.round(rng.pick(STAKES[type] ?? STAKES.RNG) * habit.stake * 100);
        const result = outcome(rng, type);
        const cancelled = rng.chance(0.015);
        const open = !cancelled && (type === 'SPORTS' || type === 'LOTT' || type === 'ELOTT') && now - betAt < 48 * 3600 * 1000 && rng.chance(0.5);
        round += 1;
        if (!game || betAt >= now) continue;
        const status = cancelled ? 'CANCELLED' : open ? 'UNSETTLED' : 'SETTLED';
        const settled = status === 'SETTLED';
        const settledAt = status === 'UNSETTLED' ? null : Math.min(betAt + rng.int(20, type === 'SPORTS' ? 7200 : 300) * 1000, now);
        const day = new Date(betAt).toISOString().slice(0, 10).replace(/-/g, '');
        bets.push({
          member_id: memberId, node_id: game.nodeId, game_name: game.name, vendor: game.vendor, game_type: type, round_id: `${game.vendor}${day}${String(round).padStart(6, '0')}`,
          bet_cents: betCents, valid_bet_cents: settled ? Math.round(betCents * result.validShare) : 0, payout_cents: settled ? Math.round(betCents * result.multiple) : 0,
          status, bet_at: betAt, settled_at: settledAt,
        });
      }
    }
  }
  await insertRows(db, 'bets', bets);
}
