import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { isSwitchOn, storefrontMerchant } from '../../services/merchant';
import { requireRealMember } from '../../auth/session';
import { fail, ok, MESSAGES } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { memberPromotion, setSignUpStatus } from '../../content/promotion-access';
import { positiveId } from '../../content/query-fields';

const body = z.object({ promotionId: positiveId });

/** POST /wps/promotions/signUp { promotionId }: ALLOW_JOIN -> PENDING (reward type O) or JOINED. */
export const promotionSignUpRoute: RouteModule = (app, { db }) => {
  app.post('/wps/promotions/signUp', async (req) => {
    const session = requireRealMember(db, req);
    // The reward centre switch governs joining promotions and claiming rewards.
    if (!isSwitchOn(db, storefrontMerchant(db, session), 'REWCEN3')) fail(403, 'rewards.disabled', MESSAGES.noPermission);
    const { promotionId } = parseInput(body, req.body);
    const promotion = memberPromotion(db, session, promotionId);
    if (promotion.signUpStatus !== 'ALLOW_JOIN') {
      fail(409, 'promotion.signUpClosed', `Cannot join: the promotion status is ${promotion.signUpStatus}`, { signUpStatus: promotion.signUpStatus });
    }
    const signUpStatus = promotion.signUpRequestRewardType === 'O' ? 'PENDING' : 'JOINED';
    setSignUpStatus(db, session.memberId, promotionId, signUpStatus);
    return ok({ success: true, promotionId, signUpStatus });
  });
};
