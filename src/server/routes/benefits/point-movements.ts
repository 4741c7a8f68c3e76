import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { languageQuery, pageOf, pageQuery, requireBenefitMember } from '../../services/benefits/access';
import { listMovements } from '../../services/benefits/points';

const query = pageQuery.extend(languageQuery.shape);

/** GET /wps/points/movements?pageNo=&pageSize=&language= : one page of the member's point movements, newest first. */
export const pointMovementsRoute: RouteModule = (app, { db }) => {
  app.get('/wps/points/movements', (req) => {
    const { session } = requireBenefitMember(db, req, 'mall');
    const q = parseInput(query, req.query, 'query');
    const { list, totalCount } = listMovements(db, session.memberId, q.language ?? 'CN', q.pageNo, q.pageSize);
    return ok(pageOf(list, q.pageNo, q.pageSize, totalCount));
  });
};
