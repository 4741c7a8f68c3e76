/** The demo merchant's point mall: how points are earned, what they buy, and the seeded members' history. */
export const POINT_RULES = [
  { kind: 'validBet' as const, points: 1, per: 10 },
  { kind: 'deposit' as const, points: 1, per: 100 },
];

export type MallArt = 'cash' | 'card' | 'hoodie' | 'earbuds' | 'gold' | 'phone';

export interface MallItemSeed {
  key: string;
  kind: 'cash' | 'goods';
  names: { CN: string; EN: string };
  pointCost: number;
  stock: number;
  /** Cash items: currency units credited to the wallet. */
  value: number;
  art: MallArt;
  palette: number;
}

export const MALL_ITEMS: MallItemSeed[] = [
  { key: 'cash10', kind: 'cash', names: { CN: '10 元现金券', EN: '10.00 cash voucher' }, pointCost: 1_000, stock: 500, value: 10, art: 'cash', palette: 3 },
  { key: 'cash50', kind: 'cash', names: { CN: '50 元现金券', EN: '50.00 cash voucher' }, pointCost: 4_800, stock: 200, value: 50, art: 'cash', palette: 0 },
  { key: 'cash100', kind: 'cash', names: { CN: '100 元现金券', EN: '100.00 cash voucher' }, pointCost: 9_500, stock: 100, value: 100, art: 'cash', palette: 6 },
  { key: 'topup', kind: 'goods', names: { CN: '话费充值卡 100 元', EN: 'Mobile top-up card 100' }, pointCost: 9_000, stock: 50, value: 0, art: 'card', palette: 4 },
  { key: 'hoodie', kind: 'goods', names: { CN: '品牌连帽卫衣', EN: 'Brand hoodie' }, pointCost: 12_000, stock: 0, value: 0, art: 'hoodie', palette: 5 },
  { key: 'earbuds', kind: 'goods', names: { CN: '无线蓝牙耳机', EN: 'Wireless earbuds' }, pointCost: 168_000, stock: 10, value: 0, art: 'earbuds', palette: 1 },
  { key: 'gold', kind: 'goods', names: { CN: '足金金条 5 克', EN: 'Gold bar 5 g' }, pointCost: 520_000, stock: 2, value: 0, art: 'gold', palette: 3 },
  { key: 'phone', kind: 'goods', names: { CN: '旗舰智能手机', EN: 'Flagship smartphone' }, pointCost: 880_000, stock: 3, value: 0, art: 'phone', palette: 2 },
];

/** One entry of a member's ledger; a redemption names the item it bought (and is recorded as one). */
export type MovementSeed =
  | { kind: 'validBet' | 'deposit'; points: number; basis: number; hoursAgo: number }
  | { kind: 'adjust'; points: number; note: string; hoursAgo: number }
  | { kind: 'redeem'; item: string; hoursAgo: number; pending?: boolean };

const DAY = 24;

/** demo ends with 7,180 points (earned 9,180, spent 2,000); agent01 with 55,000 (earned 83,000, spent 28,000). */
export const SEEDED_MOVEMENTS: Record<string, MovementSeed[]> = {
  demo: [
    { kind: 'adjust', points: 6_500, note: 'Opening balance', hoursAgo: 40 * DAY },
    { kind: 'deposit', points: 50, basis: 5_000, hoursAgo: 30 * DAY },
    { kind: 'redeem', item: 'cash10', hoursAgo: 25 * DAY },
    { kind: 'validBet', points: 420, basis: 4_200, hoursAgo: 20 * DAY },
    { kind: 'validBet', points: 1_310, basis: 13_100, hoursAgo: 10 * DAY },
    { kind: 'redeem', item: 'cash10', hoursAgo: 6 * DAY },
    { kind: 'deposit', points: 20, basis: 2_000, hoursAgo: 5 * DAY },
    { kind: 'validBet', points: 880, basis: 8_800, hoursAgo: 2 * DAY },
  ],
  agent01: [
    { kind: 'adjust', points: 70_000, note: 'Opening balance', hoursAgo: 60 * DAY },
    { kind: 'validBet', points: 8_000, basis: 80_000, hoursAgo: 30 * DAY },
    { kind: 'redeem', item: 'cash100', hoursAgo: 28 * DAY },
    { kind: 'deposit', points: 1_000, basis: 100_000, hoursAgo: 20 * DAY },
    { kind: 'redeem', item: 'cash100', hoursAgo: 12 * DAY },
    { kind: 'validBet', points: 4_000, basis: 40_000, hoursAgo: 5 * DAY },
    { kind: 'redeem', item: 'topup', hoursAgo: 3 * DAY, pending: true },
  ],
};
