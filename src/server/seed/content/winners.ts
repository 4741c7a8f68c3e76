import type { Prng } from './prng';
import type { GameSeed } from './games';

export interface WinnerSeed {
  customerName: string;
  nodeId: number;
  winAmount: number;
  minutesAgo: number;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const WINNER_COUNT = 60;

/** Masks a username the way winner boards do: first two characters, ***, last character. */
export function maskName(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

function username(rng: Prng): string {
  const letters = Array.from({ length: rng.int(3, 7) }, () => rng.pick([...LETTERS])).join('');
  return rng.chance(0.7) ? `${letters}${rng.int(1, 9999)}` : letters;
}

/** Big wins are rare: amounts follow a long tail from 100 to about 250,000. */
function amount(rng: Prng): number {
  const raw = 100 * Math.exp(rng.next() * rng.next() * 7.8);
  return Math.round(raw * 100) / 100;
}

export function generateWinners(rng: Prng, games: GameSeed[]): WinnerSeed[] {
  const playable = games.filter((g) => ['RNG', 'LIVE', 'FISH', 'PVP'].includes(g.gameType));
  return Array.from({ length: WINNER_COUNT }, () => ({
    customerName: maskName(username(rng)),
    nodeId: rng.pick(playable).nodeId,
    winAmount: amount(rng),
    minutesAgo: rng.int(1, 48 * 60),
  }));
}
