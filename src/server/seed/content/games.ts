import { VENDORS, VENDOR_SORTING } from './vendors';
import type { Prng } from './prng';
import {
  FISH_TITLES, LIVE_KINDS, LIVE_PREFIXES, LIVE_TABLE_COUNT, LOBBY_TITLES, POKER_TITLES,
  SLOT_CLASSIFICATIONS, SLOT_WORDS_A, SLOT_WORDS_B,
} from './game-names';

export interface GameSeed {
  nodeId: number;
  gameId: string;
  nodeName: string;
  gameName: string;
  displayName: string;
  gameType: string;
  vassalage: string;
  minBet: number;
  minLine: number;
  isNew: boolean;
  hotRank: number | null;
  classifications: string[];
  supportPlay: boolean;
}

const SLOTS_PER_VENDOR = 30;
const FIRST_NODE_ID = 10001;
const HOT_GAME_COUNT = 30;
/** Live lobbies lean on baccarat, as real ones do. */
const LIVE_KIND_CYCLE = [0, 1, 0, 2, 0, 3, 1, 4];
const CATEGORY_LABEL: Record<string, string> = {
  RNG: 'Slots', LIVE: 'Live Casino', PVP: 'Poker', FISH: 'Fishing', SPORTS: 'Sports', LOTT: 'Lottery', ELOTT: 'E-Lottery',
};

type Draft = Omit<GameSeed, 'nodeId' | 'gameId' | 'nodeName' | 'displayName' | 'hotRank' | 'supportPlay'>;

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function slotDrafts(rng: Prng, vendor: string, usedNames: Set<string>): Draft[] {
  const classes = SLOT_CLASSIFICATIONS[vendor];
  const out: Draft[] = [];
  while (out.length < SLOTS_PER_VENDOR) {
    const name = `${rng.pick(SLOT_WORDS_A)} ${rng.pick(SLOT_WORDS_B)}`;
    if (usedNames.has(name)) continue;
    usedNames.add(name);
    const primary = name.includes('Megaways') && classes.includes('MEGAWAYS') ? 'MEGAWAYS' : rng.pick(classes);
    const extra = rng.chance(0.2) ? rng.pick(classes) : primary;
    out.push({
      gameName: name, gameType: 'RNG', vassalage: vendor,
      minBet: rng.pick([0.2, 0.3, 0.5, 1]), minLine: rng.pick([1, 9, 20, 25, 30, 50, 243, 1024]),
      isNew: rng.chance(0.12), classifications: [...new Set([primary, extra])],
    });
  }
  return out;
}

function liveDrafts(rng: Prng, vendor: string): Draft[] {
  const counters = new Map<string, number>();
  return Array.from({ length: LIVE_TABLE_COUNT[vendor] }, (_, i) => {
    const kind = LIVE_KINDS[LIVE_KIND_CYCLE[i % LIVE_KIND_CYCLE.length]];
    const base = `${rng.pick(LIVE_PREFIXES[vendor])} ${kind.title}`;
    const n = (counters.get(base) ?? 0) + 1;
    counters.set(base, n);
    return {
      gameName: n === 1 ? base : `${base} ${String.fromCharCode(64 + n)}`, gameType: 'LIVE', vassalage: vendor,
      minBet: rng.pick([10, 20, 50, 100]), minLine: 1, isNew: rng.chance(0.1), classifications: [kind.classify],
    };
  });
}

function fixedDrafts(rng: Prng, vendor: string, gameType: string, titles: { name: string; classify: string }[]): Draft[] {
  return titles.map((t) => ({
    gameName: t.name, gameType, vassalage: vendor,
    minBet: gameType === 'FISH' ? rng.pick([0.1, 0.5, 1]) : gameType === 'PVP' ? rng.pick([1, 5, 10]) : 1,
    minLine: 1, isNew: rng.chance(0.1), classifications: t.classify ? [t.classify] : [],
  }));
}

function draftsFor(rng: Prng, category: string, vendor: string, usedNames: Set<string>): Draft[] {
  switch (category) {
    case 'RNG': return slotDrafts(rng, vendor, usedNames);
    case 'LIVE': return liveDrafts(rng, vendor);
    case 'PVP': return fixedDrafts(rng, vendor, 'PVP', POKER_TITLES[vendor]);
    case 'FISH': return fixedDrafts(rng, vendor, 'FISH', FISH_TITLES[vendor].map((name) => ({ name, classify: 'FISH' })));
    default: return fixedDrafts(rng, vendor, category, (LOBBY_TITLES[vendor] ?? []).map((name) => ({ name, classify: '' })));
  }
}

/** The whole catalogue, identical on every run (the generator only depends on the PRNG seed). */
export function generateGames(rng: Prng): GameSeed[] {
  const usedNames = new Set<string>();
  const usedIds = new Set<string>();
  const games: GameSeed[] = [];
  for (const { category, vendors } of VENDOR_SORTING) {
    for (const code of vendors) {
      const vendor = VENDORS.find((v) => v.code === code);
      if (!vendor) throw new Error(`vendor ${code} is sorted but not in the catalogue`);
      for (const draft of draftsFor(rng, category, code, usedNames)) {
        let gameId = `${slug(code)}-${slug(draft.gameName)}`;
        while (usedIds.has(gameId)) gameId += '-x';
        usedIds.add(gameId);
        games.push({
          ...draft, gameId, nodeId: FIRST_NODE_ID + games.length,
          nodeName: `${vendor.name} ${CATEGORY_LABEL[category] ?? category}`,
          displayName: draft.gameName, hotRank: null, supportPlay: vendor.trialAllowed,
        });
      }
    }
  }
  markHot(rng, games);
  return games;
}

function markHot(rng: Prng, games: GameSeed[]): void {
  const candidates = games.filter((g) => ['RNG', 'LIVE', 'FISH', 'PVP'].includes(g.gameType));
  let rank = 1;
  while (rank <= HOT_GAME_COUNT) {
    const game = rng.pick(candidates);
    if (game.hotRank === null) game.hotRank = rank++;
  }
}
