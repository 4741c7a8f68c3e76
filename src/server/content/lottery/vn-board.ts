import type { VnRegion } from './catalogue';

/** One prize tier of a Vietnamese lottery board: how many numbers and how many digits each. */
export interface PrizeTier {
  tier: string;
  count: number;
  digits: number;
}

/** Northern board (XSMB): special prize first, 27 numbers. */
const NORTH: PrizeTier[] = [
  { tier: 'DB', count: 1, digits: 5 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 2, digits: 5 },
  { tier: 'G3', count: 6, digits: 5 },
  { tier: 'G4', count: 4, digits: 4 },
  { tier: 'G5', count: 6, digits: 4 },
  { tier: 'G6', count: 3, digits: 3 },
  { tier: 'G7', count: 4, digits: 2 },
];

/** Southern board (XSMN): a 6-digit special prize and an eighth prize, 18 numbers. */
const SOUTH: PrizeTier[] = [
  { tier: 'DB', count: 1, digits: 6 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 1, digits: 5 },
  { tier: 'G3', count: 2, digits: 5 },
  { tier: 'G4', count: 7, digits: 5 },
  { tier: 'G5', count: 1, digits: 4 },
  { tier: 'G6', count: 3, digits: 4 },
  { tier: 'G7', count: 1, digits: 3 },
  { tier: 'G8', count: 1, digits: 2 },
];

export function prizeTiers(region: VnRegion): PrizeTier[] {
  return region === 'north' ? NORTH : SOUTH;
}
