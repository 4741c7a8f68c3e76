import type { Db } from '../db/open';
import type { SessionRow } from '../auth/session';
import { fail } from '../http/reply';
import { findAnnouncements, type Announcement } from './announcements';
import { sessionMerchant } from '../services/merchant';

/** The promotion a member acts on, or 404; only promotions that take sign-ups can be joined or claimed. */
export function memberPromotion(db: Db, session: SessionRow, promotionId: number): Announcement {
  const [promotion] = findAnnouncements(db, { merchantCode: sessionMerchant(session), memberId: session.memberId, types: ['PR'], id: promotionId });
  if (!promotion) fail(404, 'promotion.notFound', `No promotion ${promotionId}`);
  if (promotion.signUpStatus === null) fail(409, 'promotion.noSignUp', 'This promotion does not take sign-ups');
  return promotion;
}

export function setSignUpStatus(db: Db, memberId: number, promotionId: number, status: 'PENDING' | 'JOINED'): void {
  db.prepare(
    `INSERT INTO promotion_signups (member_id, announcement_id, status, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (member_id, announcement_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
  ).run(memberId, promotionId, status, Date.now());
}
