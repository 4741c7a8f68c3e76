import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { languageQuery, pageQuery, requireBenefitMember } from '../../services/benefits/access';
import { listRedemptions } from '../../services/benefits/mall';
import { pageFields } from '../../http/paging';

const query = pageQuery.extend(languageQuery.shape);

/** GET /wps/mall/redemptions?pageNo=&pageSize=&language= : one page of the member's redemptions, newest first. */
export const mallRedemptionsRoute: RouteModule = (app, { db }) => {
  app.get('/wps/mall/redemptions', (req) => {
    const { session } = requireBenefitMember(db, req, 'mall');
    const q = parseInput(query, req.query, 'query');
    const { list, totalCount } = listRedemptions(db, session.memberId, q.language ?? 'CN', q);
    return ok({ list, ...pageFields(q, totalCount) });
  });
};
