import type { StoreDb } from '../../data/store';
import { fail } from '../../http/reply';

export type LotteryKind = 'digits' | 'vn';
export type VnRegion = 'north' | 'south';

export interface Lottery {
  code: string;
  name: string;
  gameType: string;
  vassalage: string;
  kind: LotteryKind;
  /** VN lotteries only: the prize board differs between north and south. */
  region: VnRegion | '';
  /** Digit lotteries only: how many digits one draw has. */
  digits: number;
  intervalSeconds: number;
  /** Seconds after each interval boundary (UTC) when the draw happens. */
  offsetSeconds: number;
  drawSeed: string;
  menuGroup: string;
}

const COLUMNS = [
  'code', 'name', 'game_type as gameType', 'vassalage', 'kind', 'region', 'digits', 'interval_seconds as intervalSeconds',
  'offset_seconds as offsetSeconds', 'draw_seed as drawSeed', 'menu_group as menuGroup',
] as const;

/** The rows hold only the kinds and regions the seed and the operators write. */
const asLottery = (row: Omit<Lottery, 'kind' | 'region'> & { kind: string; region: string }): Lottery => row as Lottery;

export async function listLotteries(db: StoreDb, merchantCode: string, kind?: LotteryKind): Promise<Lottery[]> {
  const rows = await db
    .selectFrom('lotteries')
    .where('merchant_code', '=', merchantCode)
    .$if(kind !== undefined, (qb) => qb.where('kind', '=', kind ?? ''))
    .select(COLUMNS)
    .orderBy('sort')
    .orderBy('code')
    .execute();
  return rows.map(asLottery);
}

/** 404 lottery.notFound for a code the merchant does not run. */
export async function requireLottery(db: StoreDb, merchantCode: string, code: string): Promise<Lottery> {
  const row = await db.selectFrom('lotteries').where('merchant_code', '=', merchantCode).where('code', '=', code).select(COLUMNS).executeTakeFirst();
  if (!row) fail(404, 'lottery.notFound', `No lottery ${code}`);
  return asLottery(row);
}

/** Menu groups in display order, with the translation key of their title. */
export const MENU_GROUPS: { group: string; titleKey: string }[] = [
  { group: 'fast', titleKey: 'lottery_fast' },
  { group: 'vn', titleKey: 'lottery_vn' },
];
