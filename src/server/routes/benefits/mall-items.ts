import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { languageQuery, requireBenefitMember } from '../../services/benefits/access';
import { mallItems } from '../../services/benefits/mall';

/** GET /wps/mall/items?language= : what the point mall offers (name in that language, point cost, stock, picture). */
export const mallItemsRoute: RouteModule = (app, { db }) => {
  app.get('/wps/mall/items', (req) => {
    const { merchantCode } = requireBenefitMember(db, req, 'mall');
    const q = parseInput(languageQuery, req.query, 'query');
    return ok({ list: mallItems(db, merchantCode, q.language ?? 'CN') });
  });
};
