/** Word pools and fixed titles the game seed draws from. */
export const SLOT_WORDS_A = [
  'Fortune', 'Golden', 'Dragon', 'Lucky', 'Mystic', 'Wild', 'Treasure', 'Phoenix', 'Koi', 'Tiger',
  'Panda', 'Pharaoh', 'Sweet', 'Candy', 'Ninja', 'Samurai', 'Aztec', 'Olympus', 'Viking', 'Buffalo',
  'Mermaid', 'Jungle', 'Lantern', 'Jade', 'Ruby', 'Emerald', 'Thunder', 'Cosmic', 'Neon', 'Royal',
  'Happy', 'Mahjong', 'Sakura', 'Crystal', 'Pirate', 'Safari', 'Zeus', 'Caishen', 'Lotus', 'Gem',
];
export const SLOT_WORDS_B = [
  'Riches', 'Quest', 'Legend', 'Rush', 'Fever', 'Blitz', 'Hunter', 'Wins', 'Spins', 'Ways',
  'Bonanza', 'Empire', 'Kingdom', 'Palace', 'Temple', 'Festival', 'Party', 'Vault', 'Gold', 'Jackpot',
  'Megaways', 'Deluxe', 'Link', 'Storm', 'Power', 'Gates', 'Crown', 'Diamonds', 'Nights', 'Express',
];

/** RNG classifications each vendor uses for its filter bar (vendor specific, as the spec says). */
export const SLOT_CLASSIFICATIONS: Record<string, string[]> = {
  PG: ['SLOT', 'FEATURE_BUY'],
  PP: ['VIDEO_SLOT', 'MEGAWAYS', 'JACKPOT'],
  JILI: ['SLOT', 'TABLE', 'BINGO'],
  JDB: ['SLOT', 'ARCADE'],
  CQ9: ['SLOT', 'TABLE'],
  FC: ['SLOT', 'JACKPOT'],
  BGS: ['SLOT', 'CRASH', 'MINI'],
};

/** Live tables: classify code and the titles a vendor prefixes to it. */
export const LIVE_KINDS: { classify: string; title: string }[] = [
  { classify: 'BAC', title: 'Baccarat' },
  { classify: 'ROU', title: 'Roulette' },
  { classify: 'DT', title: 'Dragon Tiger' },
  { classify: 'SIC', title: 'Sic Bo' },
  { classify: 'BJ', title: 'Blackjack' },
];
export const LIVE_PREFIXES: Record<string, string[]> = {
  EVO: ['Speed', 'Lightning', 'Immersive', 'Golden Wealth', 'No Commission', 'First Person'],
  SEXY: ['Sexy', 'Classic', 'Squeeze'],
  DG: ['DG', 'VIP', 'Speed'],
  PP: ['Mega', 'PowerUp', 'Speed'],
};
export const LIVE_TABLE_COUNT: Record<string, number> = { EVO: 20, SEXY: 12, DG: 12, PP: 10 };

export const POKER_TITLES: Record<string, { name: string; classify: string }[]> = {
  KY: [
    { name: "Texas Hold'em", classify: 'POKER' }, { name: 'Niu Niu', classify: 'CARD' },
    { name: 'Three Card Poker', classify: 'POKER' }, { name: 'Fight the Landlord', classify: 'CARD' },
    { name: 'Mahjong Blast', classify: 'MAHJONG' }, { name: 'Rummy', classify: 'CARD' },
    { name: 'Teen Patti', classify: 'CARD' }, { name: 'Pai Gow', classify: 'CARD' },
    { name: 'Omaha', classify: 'POKER' }, { name: 'Thirteen Cards', classify: 'CARD' },
    { name: 'Golden Flower', classify: 'CARD' }, { name: 'Two-Player Mahjong', classify: 'MAHJONG' },
    { name: 'Grab Banker Niu Niu', classify: 'CARD' }, { name: 'Sam Gong', classify: 'CARD' },
  ],
  V8: [
    { name: 'V8 Hold\'em Rush', classify: 'POKER' }, { name: 'Blackjack Duel', classify: 'CARD' },
    { name: 'Tongits', classify: 'CARD' }, { name: 'Pusoy', classify: 'CARD' },
    { name: 'Sichuan Mahjong', classify: 'MAHJONG' }, { name: 'Dragon Tiger Duel', classify: 'CARD' },
    { name: 'Bull Fight', classify: 'CARD' }, { name: 'Short Deck Poker', classify: 'POKER' },
    { name: 'Domino QQ', classify: 'CARD' }, { name: 'Capsa Susun', classify: 'CARD' },
  ],
};

export const FISH_TITLES: Record<string, string[]> = {
  JILI: ['Royal Fishing', 'Bombing Fishing', 'Jackpot Fishing', 'Dinosaur Tycoon', 'Happy Fishing', 'Mega Fishing'],
  JDB: ['Fishing Disco', 'Dragon Fishing', 'Fishing YiLuFa', 'Cai Shen Fishing'],
  FC: ['Star Hunter', 'Fortune Fishing', 'Ocean King'],
};

/** Vendor-type categories: one lobby or a handful of draws per vendor. */
export const LOBBY_TITLES: Record<string, string[]> = {
  SABA: ['SABA Sports', 'SABA Virtual Sports'],
  BTI: ['BTi Sportsbook'],
  IMES: ['IM eSports'],
  TF: ['TF Gaming eSports'],
  IA: ['IA eSports'],
  SV3: ['SV388 Cockfight'],
  DS88: ['DS88 Sabong'],
  LOTT: ['Fast 3 (1 min)', 'Lucky 5D', 'Pick 3', 'Keno 80', 'PK10 Racing', 'Happy 8'],
  TCG_LOTTO_VN: ['Mien Bac', 'Mien Trung', 'Mien Nam', 'VN Keno', 'Lotto 5 Min'],
  ELOTT: ['Speed Lotto 1 Min', 'Speed Lotto 3 Min', 'Lucky Ball', 'Magic Keno'],
  TCG_SEA: ['Thai Lottery', 'Malaysia 4D', 'Singapore 4D', 'Lao Lottery'],
};
