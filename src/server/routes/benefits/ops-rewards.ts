import { opsRewardGrant } from '../../../contract/benefits/rewards';
import { requireOps } from '../../auth/ops';
import type { RouteModule } from '../../deps';
import { fail, ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { opsMember } from '../../services/benefits/ops-member';
import { grantReward, promotionExists } from '../../services/benefits/ops-rewards';
import { units } from '../../services/wallet';

/**
 * The operator credits a claimable reward (src/contract/benefits/rewards.ts): an approved reward
 * request, a VIP bonus, a rebate. With promotionId the member's sign-up to that promotion becomes
 * ISSUED, and claiming the reward makes it CLAIMED. 201 with the reward.
 */
export const opsRewardsRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, opsRewardGrant, async ({ username, ...p }, req, reply) => {
    requireOps(req, deps);
    const member = await opsMember(store.db, username);
    if (p.promotionId !== undefined && !(await promotionExists(store.db, p.promotionId))) {
      fail(404, 'promotion.notFound', `No promotion ${p.promotionId}`);
    }
    const now = Date.now();
    const expiresAt = p.expiresInDays === undefined ? null : now + p.expiresInDays * 24 * 60 * 60 * 1000;
    const id = await grantReward(store.db, member.id, {
      source: p.source, detail: p.detail, amountCents: Math.round(p.amount * 100), turnoverMultiple: p.turnoverMultiple, promotionId: p.promotionId ?? null, expiresAt,
    }, now);
    reply.code(201);
    return ok({ id, username, source: p.source, detail: p.detail, amount: units(Math.round(p.amount * 100)), turnoverMultiple: p.turnoverMultiple, status: 'CLAIMABLE', promotionId: p.promotionId ?? null, createdAt: now, expiresAt });
  });
};
