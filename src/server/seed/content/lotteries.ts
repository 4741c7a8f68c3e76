import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/open';

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
export function seedLotteries(db: Db, merchantCode: string): void {
  db.prepare('DELETE FROM lotteries WHERE merchant_code = ?').run(merchantCode);
  const insert = db.prepare(
    `INSERT INTO lotteries (merchant_code, code, name, game_type, vassalage, kind, region, digits, interval_seconds, offset_seconds, draw_seed, menu_group, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  LOTTERIES.forEach((l, i) =>
    insert.run(merchantCode, l.code, l.name, l.gameType, l.vassalage, l.kind, l.region, l.digits, l.intervalSeconds, l.offsetSeconds, randomBytes(24).toString('base64url'), l.menuGroup, i),
  );
}
