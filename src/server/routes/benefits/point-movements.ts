import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { languageQuery, pageQuery, requireBenefitMember } from '../../services/benefits/access';
import { listMovements } from '../../services/benefits/points';
import { pageFields } from '../../http/paging';

const query = pageQuery.extend(languageQuery.shape);

/** GET /wps/points/movements?pageNo=&pageSize=&language= : one page of the member's point movements, newest first. */
export const pointMovementsRoute: RouteModule = (app, { db }) => {
  app.get('/wps/points/movements', (req) => {
    const { session } = requireBenefitMember(db, req, 'mall');
    const q = parseInput(query, req.query, 'query');
    const { list, totalCount } = listMovements(db, session.memberId, q.language ?? 'CN', q);
    return ok({ list, ...pageFields(q, totalCount) });
  });
};
