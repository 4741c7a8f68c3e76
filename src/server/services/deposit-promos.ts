import type { Db } from '../db/open';
import type { StoreDb } from '../data/store';
import { fail } from '../http/reply';
import { inLanguage, textsIn } from '../content/texts';

export interface DepositPromo {
  id: string;
  title: string;
  bonusPercent: number;
  maxBonus: number;
  minDeposit: number;
  turnoverMultiple: number;
  /** A first-deposit promotion: one acceptance per member, ever. */
  oncePerMember: boolean;
}

interface PromoRow { id: string; title: string; bonusBp: number; maxBonus: number; minDeposit: number; turnover: number; once: number }

const SELECT = `SELECT id, title, bonus_bp AS bonusBp, max_bonus_cents AS maxBonus, min_deposit_cents AS minDeposit,
  turnover_multiple AS turnover, once_per_member AS once FROM deposit_promos WHERE merchant_code = ?`;

const view = (r: PromoRow): DepositPromo => ({
  id: r.id, title: r.title, bonusPercent: r.bonusBp / 100, maxBonus: r.maxBonus / 100, minDeposit: r.minDeposit / 100, turnoverMultiple: r.turnover,
  oncePerMember: r.once === 1,
});

/** The merchant's deposit promotions, titled in the player's language where it has them (the titles read from `store`). */
export async function listDepositPromos(db: Db, store: StoreDb, merchantCode: string, language?: string): Promise<DepositPromo[]> {
  const promos = (db.prepare(`${SELECT} ORDER BY sort`).all(merchantCode) as PromoRow[]).map(view);
  return inLanguage(promos, (p) => p.id, await textsIn(store, merchantCode, 'depositPromo', language, promos.map((p) => p.id)), ['title']);
}

export function requireDepositPromo(db: Db, merchantCode: string, id: string): DepositPromo {
  const row = db.prepare(`${SELECT} AND id = ?`).get(merchantCode, id) as PromoRow | undefined;
  if (!row) fail(404, 'promo.notFound', `No deposit promotion ${id}`);
  return view(row);
}

/** Ids of the promos the member accepted and has not used on a deposit yet. */
export function openAcceptances(db: Db, memberId: number): Map<string, number> {
  const rows = db.prepare('SELECT promo_id AS promoId, accepted_at AS acceptedAt FROM deposit_promo_accepts WHERE member_id = ? AND deposit_id IS NULL').all(memberId) as { promoId: string; acceptedAt: number }[];
  return new Map(rows.map((r) => [r.promoId, r.acceptedAt]));
}

/** Once-per-member promotions the member has already accepted (used or waiting). */
export function usedOncePromos(db: Db, memberId: number): Set<string> {
  const rows = db.prepare('SELECT promo_id AS promoId FROM deposit_promo_accepts WHERE member_id = ? AND once = 1').all(memberId) as { promoId: string }[];
  return new Set(rows.map((r) => r.promoId));
}

/**
 * Accepts a promotion for the member's next deposit naming it. The store decides, not a read
 * before the write: an open acceptance and a once-per-member promotion's earlier acceptance are
 * both unique indexes, so of any number of concurrent acceptances one is written and the others
 * are refused with their reason (409 promo.alreadyAccepted or promo.onceOnly).
 */
export function acceptDepositPromo(db: Db, merchantCode: string, memberId: number, promoId: string, now = Date.now()): DepositPromo & { acceptedAt: number } {
  const promo = requireDepositPromo(db, merchantCode, promoId);
  try {
    db.prepare('INSERT INTO deposit_promo_accepts (member_id, promo_id, accepted_at, once) VALUES (?, ?, ?, ?)').run(memberId, promo.id, now, promo.oncePerMember ? 1 : 0);
  } catch (e) {
    if (!String((e as { code?: string }).code ?? '').startsWith('SQLITE_CONSTRAINT')) throw e;
    if (openAcceptances(db, memberId).has(promo.id)) fail(409, 'promo.alreadyAccepted', `The promotion ${promo.id} is already accepted and waiting for a deposit`);
    fail(409, 'promo.onceOnly', `The promotion ${promo.id} is for a first deposit and can be used once per member`);
  }
  return { ...promo, acceptedAt: now };
}

/** Bonus in cents a deposit of `cents` earns under the promo (percent, capped). */
export function bonusCents(promo: DepositPromo, cents: number): number {
  return Math.min(Math.floor((cents * promo.bonusPercent) / 100), Math.round(promo.maxBonus * 100));
}

/**
 * Checks a deposit that names a promo: it must be accepted and unused, and the amount must reach
 * its minimum. Answers the promo and the accepted row to mark used once the deposit is recorded.
 */
export function promoForDeposit(db: Db, merchantCode: string, memberId: number, promoId: string, cents: number): { promo: DepositPromo; acceptId: number } {
  const promo = requireDepositPromo(db, merchantCode, promoId);
  const accepted = db.prepare('SELECT id FROM deposit_promo_accepts WHERE member_id = ? AND promo_id = ? AND deposit_id IS NULL').get(memberId, promoId) as { id: number } | undefined;
  if (!accepted) fail(400, 'promo.notAccepted', `Accept the promotion ${promoId} before depositing with it`, { field: 'promoId' });
  if (cents < Math.round(promo.minDeposit * 100)) {
    fail(400, 'promo.minimumDeposit', `The promotion ${promoId} needs a deposit of at least ${promo.minDeposit.toFixed(2)}`, { field: 'amount', min: promo.minDeposit });
  }
  return { promo, acceptId: accepted.id };
}
