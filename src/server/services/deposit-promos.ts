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

const promosOf = (db: StoreDb, merchantCode: string) =>
  db
    .selectFrom('deposit_promos')
    .where('merchant_code', '=', merchantCode)
    .select(['id', 'title', 'bonus_bp as bonusBp', 'max_bonus_cents as maxBonus', 'min_deposit_cents as minDeposit', 'turnover_multiple as turnover', 'once_per_member as once']);

const view = (r: PromoRow): DepositPromo => ({
  id: r.id, title: r.title, bonusPercent: r.bonusBp / 100, maxBonus: r.maxBonus / 100, minDeposit: r.minDeposit / 100, turnoverMultiple: r.turnover,
  oncePerMember: r.once === 1,
});

/** The merchant's deposit promotions, titled in the player's language where it has them. */
export async function listDepositPromos(db: StoreDb, merchantCode: string, language?: string): Promise<DepositPromo[]> {
  const promos = (await promosOf(db, merchantCode).orderBy('sort').execute()).map(view);
  return inLanguage(promos, (p) => p.id, await textsIn(db, merchantCode, 'depositPromo', language, promos.map((p) => p.id)), ['title']);
}

export async function requireDepositPromo(db: StoreDb, merchantCode: string, id: string): Promise<DepositPromo> {
  const row = await promosOf(db, merchantCode).where('id', '=', id).executeTakeFirst();
  if (!row) fail(404, 'promo.notFound', `No deposit promotion ${id}`);
  return view(row);
}

/** Ids of the promos the member accepted and has not used on a deposit yet. */
export async function openAcceptances(db: StoreDb, memberId: number): Promise<Map<string, number>> {
  const rows = await db.selectFrom('deposit_promo_accepts').where('member_id', '=', memberId).where('deposit_id', 'is', null).select(['promo_id', 'accepted_at']).execute();
  return new Map(rows.map((r) => [r.promo_id, r.accepted_at]));
}

/** Once-per-member promotions the member has already accepted (used or waiting). */
export async function usedOncePromos(db: StoreDb, memberId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('deposit_promo_accepts').where('member_id', '=', memberId).where('once', '=', 1).select('promo_id').execute();
  return new Set(rows.map((r) => r.promo_id));
}

/**
 * Accepts a promotion for the member's next deposit naming it. The store decides, not a read
 * before the write: an open acceptance and a once-per-member promotion's earlier acceptance are
 * both unique indexes, so of any number of concurrent acceptances one is written and the others
 * write nothing and are refused with their reason (409 promo.alreadyAccepted or promo.onceOnly).
 */
export async function acceptDepositPromo(db: StoreDb, merchantCode: string, memberId: number, promoId: string, now = Date.now()): Promise<DepositPromo & { acceptedAt: number }> {
  const promo = await requireDepositPromo(db, merchantCode, promoId);
  const written = await db
    .insertInto('deposit_promo_accepts')
    .values({ member_id: memberId, promo_id: promo.id, accepted_at: now, once: promo.oncePerMember ? 1 : 0 })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(written.numInsertedOrUpdatedRows ?? 0) === 0) {
    if ((await openAcceptances(db, memberId)).has(promo.id)) fail(409, 'promo.alreadyAccepted', `The promotion ${promo.id} is already accepted and waiting for a deposit`);
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
export async function promoForDeposit(db: StoreDb, merchantCode: string, memberId: number, promoId: string, cents: number): Promise<{ promo: DepositPromo; acceptId: number }> {
  const promo = await requireDepositPromo(db, merchantCode, promoId);
  const accepted = await db
    .selectFrom('deposit_promo_accepts')
    .where('member_id', '=', memberId)
    .where('promo_id', '=', promoId)
    .where('deposit_id', 'is', null)
    .select('id')
    .executeTakeFirst();
  if (!accepted) fail(400, 'promo.notAccepted', `Accept the promotion ${promoId} before depositing with it`, { field: 'promoId' });
  if (cents < Math.round(promo.minDeposit * 100)) {
    fail(400, 'promo.minimumDeposit', `The promotion ${promoId} needs a deposit of at least ${promo.minDeposit.toFixed(2)}`, { field: 'amount', min: promo.minDeposit });
  }
  return { promo, acceptId: accepted.id };
}
