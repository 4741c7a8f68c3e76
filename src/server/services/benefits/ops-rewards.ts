import type { Db } from '../../db/open';
import type { REWARD_SOURCES } from './rewards';

/** A reward the operator credits to a member (amount in cents, times in epoch ms). */
export interface GrantedReward {
  source: (typeof REWARD_SOURCES)[number];
  detail: string;
  amountCents: number;
  turnoverMultiple: number;
  promotionId: number | null;
  expiresAt: number | null;
}

/** Whether a promotion (an announcement of type PR) has this id. */
export function promotionExists(db: Db, promotionId: number): boolean {
  return Boolean(db.prepare("SELECT 1 FROM announcements WHERE id = ? AND type = 'PR'").get(promotionId));
}

/**
 * Credits a claimable reward to the member and answers its id. With a promotion, the member's
 * sign-up to it becomes ISSUED in the same transaction (claiming the reward makes it CLAIMED).
 */
export function grantReward(db: Db, memberId: number, r: GrantedReward, now: number): number {
  return db.transaction(() => {
    const row = db
      .prepare(
        `INSERT INTO member_rewards (member_id, source, detail, amount_cents, turnover_multiple, status, promotion_id, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, 'CLAIMABLE', ?, ?, ?)`,
      )
      .run(memberId, r.source, r.detail, r.amountCents, r.turnoverMultiple, r.promotionId, now, r.expiresAt);
    if (r.promotionId !== null) {
      db.prepare(
        `INSERT INTO promotion_signups (member_id, announcement_id, status, updated_at) VALUES (?, ?, 'ISSUED', ?)
           ON CONFLICT (member_id, announcement_id) DO UPDATE SET status = 'ISSUED', updated_at = excluded.updated_at`,
      ).run(memberId, r.promotionId, now);
    }
    return Number(row.lastInsertRowid);
  })();
}
