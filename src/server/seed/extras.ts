import type { StoreDb } from '../data/store';
import { setText } from '../content/texts';
import { insertRows } from './rows';
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

/** The live-chat hosts and the deposit promotions (with their Chinese titles) of one merchant. */
export async function seedExtras(db: StoreDb, merchantCode: string): Promise<void> {
  await insertRows(db, 'live_models', LIVE_MODELS.map((m, i) => ({ merchant_code: merchantCode, id: m.id, name: m.name, languages: m.languages, tags: m.tags, online: m.online, color: m.color, sort: i })));
  await insertRows(db, 'deposit_promos', DEPOSIT_PROMOS.map((p, i) => ({
    merchant_code: merchantCode, id: p.id, title: p.title, bonus_bp: p.bonusBp, max_bonus_cents: p.maxBonus, min_deposit_cents: p.minDeposit, turnover_multiple: p.turnover, sort: i,
    once_per_member: 'oncePerMember' in p && p.oncePerMember ? 1 : 0,
  })));
  for (const p of DEPOSIT_PROMOS) {
    if (Object.hasOwn(DEPOSIT_PROMOS_CN, p.id)) await setText(db, merchantCode, 'depositPromo', p.id, 'CN', 'title', DEPOSIT_PROMOS_CN[p.id]);
  }
}
