import { getSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { storefrontMerchant } from '../../../services/merchant';
import { serviceEntriesOf } from '../../../services/messages/customer-service';

/**
 * GET /wps/customer-service/versions: customer-service entries in value.version.pathList.
 * Entries of type "3" hold an encrypted link (cipher in src/server/security/service-link.ts).
 */
export const serviceVersionsRoute: RouteModule = (app, { db }) => {
  app.get('/wps/customer-service/versions', (req) => {
    const pathList = serviceEntriesOf(db, storefrontMerchant(db, getSession(db, req)));
    return ok({ version: { pathList } });
  });
};
