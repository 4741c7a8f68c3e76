import { z } from 'zod';
import { requireOps } from '../../auth/ops';
import type { RouteModule } from '../../deps';
import { moneyUpTo } from '../../http/money';
import { fail, ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { opsMember } from '../../services/benefits/ops-member';
import { grantReward, promotionExists } from '../../services/benefits/ops-rewards';
import { REWARD_SOURCES } from '../../services/benefits/rewards';
import { units } from '../../services/wallet';

const params = z.object({ username: z.string().min(1).max(32) });
const body = z.object({
  source: z.enum(REWARD_SOURCES),
  amount: moneyUpTo(1e8),
  detail: z.string().trim().max(64).optional().default(''),
  turnoverMultiple: z.number().int().min(0).max(100).optional().default(0),
  /** Days it stays claimable; without it the reward does not expire. */
  expiresInDays: z.number().int().min(1).max(365).optional(),
  /** The promotion it pays (source promotion): the member's sign-up becomes ISSUED. */
  promotionId: z.number().int().positive().optional(),
});

/**
 * POST /ops/members/:username/rewards: the operator credits a claimable reward (an approved reward
 * request, a VIP bonus, a rebate). With promotionId the member's sign-up to that promotion becomes
 * ISSUED, and claiming the reward makes it CLAIMED. 201 with the reward.
 */
export const opsRewardsRoute: RouteModule = (app, { db, config }) => {
  app.post('/ops/members/:username/rewards', (req, reply) => {
    requireOps(req, { db, config });
    const { username } = parseInput(params, req.params, 'params');
    const p = parseInput(body, req.body);
    const member = opsMember(db, username);
    if (p.promotionId !== undefined && !promotionExists(db, p.promotionId)) {
      fail(404, 'promotion.notFound', `No promotion ${p.promotionId}`);
    }
    const now = Date.now();
    const expiresAt = p.expiresInDays === undefined ? null : now + p.expiresInDays * 24 * 60 * 60 * 1000;
    const id = grantReward(db, member.id, {
      source: p.source, detail: p.detail, amountCents: Math.round(p.amount * 100), turnoverMultiple: p.turnoverMultiple, promotionId: p.promotionId ?? null, expiresAt,
    }, now);
    reply.code(201);
    return ok({ id, username, source: p.source, detail: p.detail, amount: units(Math.round(p.amount * 100)), turnoverMultiple: p.turnoverMultiple, status: 'CLAIMABLE', promotionId: p.promotionId ?? null, createdAt: now, expiresAt });
  });
};
