import type { Store } from '../data/store';
import { fail } from '../http/reply';
import { claimJoinedSignUp, storedSignUpStatus } from './promotion-access';
import type { RewardImage } from './reward-upload';

/** A member's reward claim on a promotion they joined. */
export interface RewardClaim {
  memberId: number;
  promotionId: number;
  remarks: string;
  images: readonly RewardImage[];
}

/**
 * Stores a reward claim for review in one transaction: the sign-up moved from JOINED to PENDING, the
 * request and its pictures (their bytes in the database, shared by every node, as members' own
 * pictures are). A sign-up no longer JOINED (another claim got in first) is 409
 * promotion.claimNotAllowed, so a promotion is claimed once; should any of it fail, nothing is kept.
 * Answers the request id.
 */
export async function submitRewardClaim(store: Store, claim: RewardClaim): Promise<number> {
  return store.transaction(async (trx) => {
    if (!(await claimJoinedSignUp(trx, claim.memberId, claim.promotionId))) {
      const status = await storedSignUpStatus(trx, claim.memberId, claim.promotionId);
      fail(409, 'promotion.claimNotAllowed', `Cannot claim: the promotion status is ${status}`, { signUpStatus: status });
    }
    const { id } = await trx
      .insertInto('reward_requests')
      .values({ member_id: claim.memberId, announcement_id: claim.promotionId, remarks: claim.remarks, created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const images = claim.images.map((img, i) => ({ request_id: id, position: i + 1, path: '', mime: img.mime, size: img.bytes.length, bytes: img.bytes }));
    if (images.length > 0) await trx.insertInto('reward_request_images').values(images).execute();
    return id;
  });
}
