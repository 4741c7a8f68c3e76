import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { isSwitchOn, storefrontMerchant } from '../../services/merchant';
import { requireRealMember } from '../../auth/session';
import { fail, ok, MESSAGES } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { memberPromotion } from '../../content/promotion-access';
import { positiveId } from '../../content/query-fields';
import { readRewardInput, REWARD_LIMITS } from '../../content/reward-upload';
import { submitRewardClaim } from '../../content/reward-requests';

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

    const requestId = submitRewardClaim(db, config.dataDir, { memberId: session.memberId, promotionId, remarks, images: input.images });
    return ok({ success: true, promotionId, requestId, signUpStatus: 'PENDING' as const });
  });
};
