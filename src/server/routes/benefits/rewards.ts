import { z } from 'zod';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { pageQuery, requireBenefitMember } from '../../services/benefits/access';
import { listRewards, REWARD_STATUSES } from '../../services/benefits/rewards';
import { pageFields } from '../../http/paging';

const query = pageQuery.extend({ status: z.enum(REWARD_STATUSES).optional().default('CLAIMABLE') });

/**
 * GET /wps/rewards?status=&pageNo=&pageSize= : one page of the member's rewards in one status
 * (CLAIMABLE, the soonest to expire first; RECEIVED, the latest first; EXPIRED). Real members
 * only; 403 rewards.disabled while REWCEN3 is off.
 */
export const rewardsRoute: RouteModule = (app, { db }) => {
  app.get('/wps/rewards', (req) => {
    const { session } = requireBenefitMember(db, req, 'rewards');
    const q = parseInput(query, req.query, 'query');
    const { list, totalCount } = listRewards(db, session.memberId, q.status, q);
    return ok({ list, ...pageFields(q, totalCount) });
  });
};
