import { getSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { storefrontMerchant } from '../../../services/merchant';

/**
 * GET /wps/customer-service/versions: customer-service entries in value.version.pathList.
 * Entries of type "3" hold an encrypted link (cipher in src/server/security/service-link.ts).
 */
export const serviceVersionsRoute: RouteModule = (app, { db }) => {
  const list = db.prepare('SELECT id, type, name, link FROM customer_service WHERE merchant_code = ? ORDER BY sort');
  app.get('/wps/customer-service/versions', (req) => {
    const pathList = list.all(storefrontMerchant(db, getSession(db, req)));
    return ok({ version: { pathList } });
  });
};
