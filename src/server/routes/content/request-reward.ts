import { promotionRewardRequest, rewardRequestFields } from '../../../contract/content/promotions';
import type { RouteModule } from '../../deps';
import { fail, ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { parseInput } from '../../http/validate';
import { memberPromotion } from '../../content/promotion-access';
import { readRewardInput } from '../../content/reward-upload';
import { submitRewardClaim } from '../../content/reward-requests';
import { rewardCentreMember } from './promotion-sign-up';

/**
 * Claims a JOINED promotion's reward (src/contract/content/promotions.ts; multipart: promotionId,
 * remarks, pictures[] — or JSON when no picture is needed); the request goes to review (PENDING).
 * Pictures are stored under <dataDir>/uploads/rewards, rows keep their paths.
 */
export const requestRewardRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, promotionRewardRequest, async (_query, req) => {
    const session = await rewardCentreMember(store.db, req);
    const input = await readRewardInput(req);
    const { promotionId, remarks } = parseInput(rewardRequestFields, input.fields);
    const promotion = await memberPromotion(store.db, session, promotionId);
    if (promotion.signUpStatus !== 'JOINED' || promotion.signUpRequestRewardType === 'O') {
      fail(409, 'promotion.claimNotAllowed', `Cannot claim: the promotion status is ${promotion.signUpStatus}`, { signUpStatus: promotion.signUpStatus });
    }
    if (promotion.imageRequired === 'Y' && input.images.length === 0) fail(400, 'reward.imageRequired', 'This promotion needs at least one picture', { field: 'pictures' });
    if (promotion.remarkRequired === 'Y' && !remarks) fail(400, 'reward.remarkRequired', 'This promotion needs a remark', { field: 'remarks' });

    const requestId = await submitRewardClaim(store, { memberId: session.memberId, promotionId, remarks, images: input.images });
    return ok({ success: true as const, promotionId, requestId, signUpStatus: 'PENDING' as const });
  });
};
