import type { Db } from '../../db/open';
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

const COLUMNS = `code, name, game_type AS gameType, vassalage, kind, region, digits, interval_seconds AS intervalSeconds,
  offset_seconds AS offsetSeconds, draw_seed AS drawSeed, menu_group AS menuGroup`;

export function listLotteries(db: Db, merchantCode: string, kind?: LotteryKind): Lottery[] {
  const sql = `SELECT ${COLUMNS} FROM lotteries WHERE merchant_code = ? ${kind ? 'AND kind = ?' : ''} ORDER BY sort, code`;
  return db.prepare(sql).all(...(kind ? [merchantCode, kind] : [merchantCode])) as Lottery[];
}

/** 404 lottery.notFound for a code the merchant does not run. */
export function requireLottery(db: Db, merchantCode: string, code: string): Lottery {
  const row = db.prepare(`SELECT ${COLUMNS} FROM lotteries WHERE merchant_code = ? AND code = ?`).get(merchantCode, code) as Lottery | undefined;
  if (!row) fail(404, 'lottery.notFound', `No lottery ${code}`);
  return row;
}

/** Menu groups in display order, with the translation key of their title. */
export const MENU_GROUPS: { group: string; titleKey: string }[] = [
  { group: 'fast', titleKey: 'lottery_fast' },
  { group: 'vn', titleKey: 'lottery_vn' },
];
