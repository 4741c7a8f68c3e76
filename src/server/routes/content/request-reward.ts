import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { isSwitchOn, storefrontMerchant } from '../../services/merchant';
import { requireRealMember } from '../../auth/session';
import { fail, ok, MESSAGES } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { memberPromotion, setSignUpStatus } from '../../content/promotion-access';
import { positiveId } from '../../content/query-fields';
import { readRewardInput, REWARD_LIMITS } from '../../content/reward-upload';

const fields = z.object({
  promotionId: positiveId,
  remarks: z.string().trim().max(REWARD_LIMITS.maxRemarks, `must be at most ${REWARD_LIMITS.maxRemarks} characters`).default(''),
});

/**
 * POST /wps/promotions/requestReward (multipart: promotionId, remarks, pictures[] — or JSON when no
 * picture is needed): claims a JOINED promotion's reward; the request goes to review (PENDING).
 * Pictures are stored under <dataDir>/uploads/rewards, rows keep their paths.
 */
export const requestRewardRoute: RouteModule = (app, { db, config }) => {
  app.post('/wps/promotions/requestReward', async (req) => {
    const session = requireRealMember(db, req);
    // The reward centre switch governs joining promotions and claiming rewards.
    if (!isSwitchOn(db, storefrontMerchant(db, session), 'REWCEN3')) fail(403, 'rewards.disabled', MESSAGES.noPermission);
    const input = await readRewardInput(req);
    const { promotionId, remarks } = parseInput(fields, input.fields);
    const promotion = memberPromotion(db, session, promotionId);
    if (promotion.signUpStatus !== 'JOINED' || promotion.signUpRequestRewardType === 'O') {
      fail(409, 'promotion.claimNotAllowed', `Cannot claim: the promotion status is ${promotion.signUpStatus}`, { signUpStatus: promotion.signUpStatus });
    }
    if (promotion.imageRequired === 'Y' && input.images.length === 0) fail(400, 'reward.imageRequired', 'This promotion needs at least one picture', { field: 'pictures' });
    if (promotion.remarkRequired === 'Y' && !remarks) fail(400, 'reward.remarkRequired', 'This promotion needs a remark', { field: 'remarks' });

    const dir = join(config.dataDir, 'uploads', 'rewards');
    mkdirSync(dir, { recursive: true });
    const written: string[] = [];
    try {
      const requestId = db.transaction(() => {
        const row = db
          .prepare('INSERT INTO reward_requests (member_id, announcement_id, remarks, created_at) VALUES (?, ?, ?, ?) RETURNING id')
          .get(session.memberId, promotionId, remarks, Date.now()) as { id: number };
        const image = db.prepare('INSERT INTO reward_request_images (request_id, position, path, mime, size) VALUES (?, ?, ?, ?, ?)');
        input.images.forEach((img, i) => {
          const path = join('uploads', 'rewards', `${row.id}-${i + 1}.${img.ext}`);
          writeFileSync(join(config.dataDir, path), img.bytes, { mode: 0o600 });
          written.push(join(config.dataDir, path));
          image.run(row.id, i + 1, path, img.mime, img.bytes.length);
        });
        setSignUpStatus(db, session.memberId, promotionId, 'PENDING');
        return row.id;
      })();
      return ok({ success: true, promotionId, requestId, signUpStatus: 'PENDING' as const });
    } catch (e) {
      for (const file of written) rmSync(file, { force: true });
      throw e;
    }
  });
};
