/** The vendor catalogue of the reference platform and how the operator sorted it per category. */
export interface VendorSeed {
  code: string;
  name: string;
  color: string;
  /** Free/trial accounts (type 4) may launch this vendor's games. */
  trialAllowed: boolean;
}

export const VENDORS: VendorSeed[] = [
  { code: 'PG', name: 'PG Soft', color: '#ff7a1a', trialAllowed: true },
  { code: 'PP', name: 'Pragmatic Play', color: '#f2a900', trialAllowed: true },
  { code: 'JILI', name: 'JILI Games', color: '#e53950', trialAllowed: true },
  { code: 'JDB', name: 'JDB Gaming', color: '#2f80ed', trialAllowed: false },
  { code: 'CQ9', name: 'CQ9 Gaming', color: '#f25c54', trialAllowed: false },
  { code: 'FC', name: 'Fa Chai', color: '#d4af37', trialAllowed: false },
  { code: 'BGS', name: 'BGS In-House', color: '#8e44ad', trialAllowed: true },
  { code: 'EVO', name: 'Evolution', color: '#1b998b', trialAllowed: false },
  { code: 'SEXY', name: 'AE Sexy', color: '#e84393', trialAllowed: false },
  { code: 'DG', name: 'Dream Gaming', color: '#c0392b', trialAllowed: false },
  { code: 'KY', name: 'Kaiyuan Poker', color: '#16a085', trialAllowed: false },
  { code: 'V8', name: 'V8 Poker', color: '#6c5ce7', trialAllowed: false },
  { code: 'SABA', name: 'SABA Sports', color: '#0984e3', trialAllowed: false },
  { code: 'BTI', name: 'BTi Sports', color: '#00b894', trialAllowed: false },
  { code: 'IMES', name: 'IM eSports', color: '#a55eea', trialAllowed: false },
  { code: 'TF', name: 'TF Gaming', color: '#fd9644', trialAllowed: false },
  { code: 'IA', name: 'IA eSports', color: '#4b7bec', trialAllowed: false },
  { code: 'SV3', name: 'SV388 Cockfight', color: '#eb3b5a', trialAllowed: false },
  { code: 'DS88', name: 'DS88 Sabong', color: '#fa8231', trialAllowed: false },
  { code: 'LOTT', name: 'Lottery', color: '#20bf6b', trialAllowed: false },
  { code: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lotto', color: '#f7b731', trialAllowed: false },
  { code: 'ELOTT', name: 'E-Lottery', color: '#26de81', trialAllowed: false },
  { code: 'TCG_SEA', name: 'TCG SEA Lotto', color: '#45aaf2', trialAllowed: false },
];

/** Category order in the lobby and the vendors inside each, as the operator sorted them. */
export const VENDOR_SORTING: { category: string; vendors: string[] }[] = [
  { category: 'RNG', vendors: ['PG', 'PP', 'JILI', 'JDB', 'CQ9', 'FC', 'BGS'] },
  { category: 'LIVE', vendors: ['EVO', 'SEXY', 'DG', 'PP'] },
  { category: 'PVP', vendors: ['KY', 'V8'] },
  { category: 'FISH', vendors: ['JILI', 'JDB', 'FC'] },
  { category: 'SPORTS', vendors: ['SABA', 'BTI', 'IMES', 'TF', 'IA', 'SV3', 'DS88'] },
  { category: 'LOTT', vendors: ['LOTT', 'TCG_LOTTO_VN'] },
  { category: 'ELOTT', vendors: ['ELOTT', 'TCG_SEA'] },
];
