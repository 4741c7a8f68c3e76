import type { StoreDb } from '../../data/store';
import { atomic } from '../../data/portable';
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
export async function promotionExists(db: StoreDb, promotionId: number): Promise<boolean> {
  return (await db.selectFrom('announcements').where('id', '=', promotionId).where('type', '=', 'PR').select('id').executeTakeFirst()) !== undefined;
}

/**
 * Credits a claimable reward to the member and answers its id. With a promotion, the member's
 * sign-up to it becomes ISSUED in the same transaction (claiming the reward makes it CLAIMED).
 */
export function grantReward(db: StoreDb, memberId: number, r: GrantedReward, now: number): Promise<number> {
  return atomic(db, async (trx) => {
    const row = await trx
      .insertInto('member_rewards')
      .values({
        member_id: memberId, source: r.source, detail: r.detail, amount_cents: r.amountCents, turnover_multiple: r.turnoverMultiple,
        status: 'CLAIMABLE', promotion_id: r.promotionId, created_at: now, expires_at: r.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (r.promotionId !== null) {
      await trx
        .insertInto('promotion_signups')
        .values({ member_id: memberId, announcement_id: r.promotionId, status: 'ISSUED', updated_at: now })
        .onConflict((oc) => oc.columns(['member_id', 'announcement_id']).doUpdateSet({ status: 'ISSUED', updated_at: now }))
        .execute();
    }
    return row.id;
  });
}
