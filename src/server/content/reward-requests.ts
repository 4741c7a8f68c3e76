import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
 * Stores a reward claim for review: the sign-up moved from JOINED to PENDING, the request and its
 * pictures (files under <dataDir>/uploads/rewards, rows keep their paths relative to dataDir), in
 * one transaction. A sign-up no longer JOINED (another claim got in first) is 409
 * promotion.claimNotAllowed, so a promotion is claimed once. Should any of it fail, the rows roll
 * back and the pictures already written are deleted, so no file outlives its row. Answers the
 * request id.
 */
export async function submitRewardClaim(store: Store, dataDir: string, claim: RewardClaim): Promise<number> {
  const dir = join(dataDir, 'uploads', 'rewards');
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  const removeWritten = () => {
    for (const file of written.splice(0)) rmSync(file, { force: true });
  };
  try {
    return await store.transaction(async (trx) => {
      // A retried attempt starts over: the pictures of the attempt that lost go with its rows.
      removeWritten();
      if (!(await claimJoinedSignUp(trx, claim.memberId, claim.promotionId))) {
        const status = await storedSignUpStatus(trx, claim.memberId, claim.promotionId);
        fail(409, 'promotion.claimNotAllowed', `Cannot claim: the promotion status is ${status}`, { signUpStatus: status });
      }
      const { id } = await trx
        .insertInto('reward_requests')
        .values({ member_id: claim.memberId, announcement_id: claim.promotionId, remarks: claim.remarks, created_at: Date.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const images = claim.images.map((img, i) => {
        const path = join('uploads', 'rewards', `${id}-${i + 1}.${img.ext}`);
        writeFileSync(join(dataDir, path), img.bytes, { mode: 0o600 });
        written.push(join(dataDir, path));
        return { request_id: id, position: i + 1, path, mime: img.mime, size: img.bytes.length };
      });
      if (images.length > 0) await trx.insertInto('reward_request_images').values(images).execute();
      return id;
    });
  } catch (e) {
    removeWritten();
    throw e;
  }
}
