import type { Db } from '../db/open';
import { setSeedText } from '../content/texts-seed';
import { DEPOSIT_PROMOS_CN } from './content/texts-cn';

/** Live-chat hosts shown by the CBS3 live model list. */
export const LIVE_MODELS = [
  { id: 1, name: 'Lily', languages: 'CN,EN', tags: 'baccarat,chat', online: 1, color: '#e8548a' },
  { id: 2, name: 'Mai', languages: 'VN,EN', tags: 'lottery,chat', online: 1, color: '#3fa7d6' },
  { id: 3, name: 'Anna', languages: 'EN', tags: 'roulette', online: 0, color: '#9b5de5' },
  { id: 4, name: 'Xiaoyu', languages: 'CN', tags: 'slots,chat', online: 1, color: '#f5b400' },
  { id: 5, name: 'Nina', languages: 'TH,EN', tags: 'sic bo', online: 0, color: '#00bb7e' },
];

/**
 * Deposit promotions: percent bonus (basis points) up to a cap, from a minimum deposit, with a
 * turnover multiple; a first-deposit promotion pays once per member.
 */
export const DEPOSIT_PROMOS = [
  { id: 'FIRST100', title: 'First deposit 100% bonus', bonusBp: 10_000, maxBonus: 888_00, minDeposit: 100_00, turnover: 10, oncePerMember: true },
  { id: 'RELOAD10', title: 'Daily reload 10%', bonusBp: 1_000, maxBonus: 500_00, minDeposit: 200_00, turnover: 5 },
  { id: 'SLOT20', title: 'Slots deposit 20%', bonusBp: 2_000, maxBonus: 1_000_00, minDeposit: 500_00, turnover: 8 },
];

export function seedExtras(db: Db, merchantCode: string): void {
  const model = db.prepare('INSERT INTO live_models (merchant_code, id, name, languages, tags, online, color, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  LIVE_MODELS.forEach((m, i) => model.run(merchantCode, m.id, m.name, m.languages, m.tags, m.online, m.color, i));
  const promo = db.prepare(
    'INSERT INTO deposit_promos (merchant_code, id, title, bonus_bp, max_bonus_cents, min_deposit_cents, turnover_multiple, sort, once_per_member) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  DEPOSIT_PROMOS.forEach((p, i) => {
    promo.run(merchantCode, p.id, p.title, p.bonusBp, p.maxBonus, p.minDeposit, p.turnover, i, 'oncePerMember' in p && p.oncePerMember ? 1 : 0);
    if (Object.hasOwn(DEPOSIT_PROMOS_CN, p.id)) setSeedText(db, merchantCode, 'depositPromo', p.id, 'CN', 'title', DEPOSIT_PROMOS_CN[p.id]);
  });
}
