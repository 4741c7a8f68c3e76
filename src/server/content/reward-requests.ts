import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/open';
import { setSignUpStatus } from './promotion-access';
import type { RewardImage } from './reward-upload';

/** A member's reward claim on a promotion they joined. */
export interface RewardClaim {
  memberId: number;
  promotionId: number;
  remarks: string;
  images: readonly RewardImage[];
}

/**
 * Stores a reward claim for review: the request, its pictures (files under
 * <dataDir>/uploads/rewards, rows keep their paths relative to dataDir) and the sign-up moved to
 * PENDING, in one transaction. Should any of it fail, the rows roll back and the pictures already
 * written are deleted, so no file outlives its row. Answers the request id.
 */
export function submitRewardClaim(db: Db, dataDir: string, claim: RewardClaim): number {
  const dir = join(dataDir, 'uploads', 'rewards');
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  try {
    return db.transaction(() => {
      const row = db
        .prepare('INSERT INTO reward_requests (member_id, announcement_id, remarks, created_at) VALUES (?, ?, ?, ?) RETURNING id')
        .get(claim.memberId, claim.promotionId, claim.remarks, Date.now()) as { id: number };
      const image = db.prepare('INSERT INTO reward_request_images (request_id, position, path, mime, size) VALUES (?, ?, ?, ?, ?)');
      claim.images.forEach((img, i) => {
        const path = join('uploads', 'rewards', `${row.id}-${i + 1}.${img.ext}`);
        writeFileSync(join(dataDir, path), img.bytes, { mode: 0o600 });
        written.push(join(dataDir, path));
        image.run(row.id, i + 1, path, img.mime, img.bytes.length);
      });
      setSignUpStatus(db, claim.memberId, claim.promotionId, 'PENDING');
      return row.id;
    })();
  } catch (e) {
    for (const file of written) rmSync(file, { force: true });
    throw e;
  }
}
