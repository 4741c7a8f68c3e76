import type { StoreDb } from '../data/store';
import type { SessionRow } from '../auth/session';
import { fail } from '../http/reply';
import { findAnnouncements, type Announcement } from './announcements';
import { sessionMerchant } from '../services/merchant';

/** The promotion a member acts on, or 404; only promotions that take sign-ups can be joined or claimed. */
export async function memberPromotion(db: StoreDb, session: SessionRow, promotionId: number): Promise<Announcement> {
  const [promotion] = await findAnnouncements(db, { merchantCode: sessionMerchant(session), memberId: session.memberId, types: ['PR'], id: promotionId });
  if (!promotion) fail(404, 'promotion.notFound', `No promotion ${promotionId}`);
  if (promotion.signUpStatus === null) fail(409, 'promotion.noSignUp', 'This promotion does not take sign-ups');
  return promotion;
}

/**
 * Stores the member's sign-up to a promotion they have none for. One statement decides: of two
 * sign-ups at once, or a sign-up racing a claim, one lands; false when a sign-up was already stored.
 */
export async function signUpForPromotion(db: StoreDb, memberId: number, promotionId: number, status: 'PENDING' | 'JOINED'): Promise<boolean> {
  const result = await db
    .insertInto('promotion_signups')
    .values({ member_id: memberId, announcement_id: promotionId, status, updated_at: Date.now() })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Moves a JOINED sign-up to PENDING (a reward claim under review); false when it is not JOINED (any more). */
export async function claimJoinedSignUp(db: StoreDb, memberId: number, promotionId: number): Promise<boolean> {
  const result = await db
    .updateTable('promotion_signups')
    .set({ status: 'PENDING', updated_at: Date.now() })
    .where('member_id', '=', memberId)
    .where('announcement_id', '=', promotionId)
    .where('status', '=', 'JOINED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The member's stored sign-up status on a promotion ('ALLOW_JOIN' when none is stored). */
export async function storedSignUpStatus(db: StoreDb, memberId: number, promotionId: number): Promise<string> {
  const row = await db.selectFrom('promotion_signups').where('member_id', '=', memberId).where('announcement_id', '=', promotionId).select('status').executeTakeFirst();
  return row?.status ?? 'ALLOW_JOIN';
}
