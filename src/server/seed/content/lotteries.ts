import { randomBytes } from 'node:crypto';
import type { StoreDb } from '../../data/store';
import { insertRows } from '../rows';

/** Seeded lotteries: two fast digit games and the two Vietnamese regional draws (times in UTC). */
export const LOTTERIES = [
  { code: '5D', name: '5D Lottery', gameType: 'ELOTT', vassalage: 'TCG_SEA', kind: 'digits', region: '', digits: 5, intervalSeconds: 300, offsetSeconds: 0, menuGroup: 'fast' },
  { code: '3D', name: '3D Lottery', gameType: 'ELOTT', vassalage: 'TCG_SEA', kind: 'digits', region: '', digits: 3, intervalSeconds: 600, offsetSeconds: 0, menuGroup: 'fast' },
  // 18:15 and 16:15 Vietnam time (UTC+7).
  { code: 'VN_NORTH', name: 'Vietnam North (XSMB)', gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN', kind: 'vn', region: 'north', digits: 0, intervalSeconds: 86_400, offsetSeconds: 11 * 3600 + 15 * 60, menuGroup: 'vn' },
  { code: 'VN_SOUTH', name: 'Vietnam South (XSMN)', gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN', kind: 'vn', region: 'south', digits: 0, intervalSeconds: 86_400, offsetSeconds: 9 * 3600 + 15 * 60, menuGroup: 'vn' },
] as const;

/**
 * Each lottery gets a random secret draw seed: its draws are then fixed for the life of the database
 * (the same issue always shows the same numbers) yet nobody can compute a future draw.
 */
export async function seedLotteries(db: StoreDb, merchantCode: string): Promise<void> {
  await db.deleteFrom('lotteries').where('merchant_code', '=', merchantCode).execute();
  await insertRows(db, 'lotteries', LOTTERIES.map((l, i) => ({
    merchant_code: merchantCode, code: l.code, name: l.name, game_type: l.gameType, vassalage: l.vassalage, kind: l.kind, region: l.region, digits: l.digits,
    interval_seconds: l.intervalSeconds, offset_seconds: l.offsetSeconds, draw_seed: randomBytes(24).toString('base64url'), menu_group: l.menuGroup, sort: i,
  })));
}
