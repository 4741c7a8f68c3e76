import type { FastifyRequest } from 'fastify';
import { promotionSignUp } from '../../../contract/content/promotions';
import type { RouteModule } from '../../deps';
import { isSwitchOn, sessionMerchant } from '../../services/merchant';
import { requireRealMember } from '../../auth/session';
import { fail, ok, MESSAGES } from '../../http/reply';
import { serve } from '../../http/serve';
import { memberPromotion, signUpForPromotion } from '../../content/promotion-access';
import type { StoreDb } from '../../data/store';

/** A real member while the reward centre switch (REWCEN3), which governs joining promotions and claiming rewards, is on. */
export async function rewardCentreMember(db: StoreDb, req: FastifyRequest) {
  const session = requireRealMember(req);
  if (!(await isSwitchOn(db, sessionMerchant(session), 'REWCEN3'))) fail(403, 'rewards.disabled', MESSAGES.noPermission);
  return session;
}

/** ALLOW_JOIN -> PENDING (reward type O) or JOINED (src/contract/content/promotions.ts). */
export const promotionSignUpRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  const closed = (signUpStatus: string | null) => fail(409, 'promotion.signUpClosed', `Cannot join: the promotion status is ${signUpStatus}`, { signUpStatus });
  // The member and the switch are checked before the body (preHandler), as they always were.
  serve(app, deps, promotionSignUp, async ({ promotionId }, req) => {
    const session = await rewardCentreMember(store.db, req);
    const promotion = await memberPromotion(store.db, session, promotionId);
    if (promotion.signUpStatus !== 'ALLOW_JOIN') closed(promotion.signUpStatus);
    const signUpStatus = promotion.signUpRequestRewardType === 'O' ? 'PENDING' : 'JOINED';
    // Another sign-up of the member's got in since the read: this one is refused, as if it came second.
    if (!(await signUpForPromotion(store.db, session.memberId, promotionId, signUpStatus))) closed((await memberPromotion(store.db, session, promotionId)).signUpStatus);
    return ok({ success: true as const, promotionId, signUpStatus });
  }, { preHandler: async (req) => { await rewardCentreMember(store.db, req); } });
};
