import { serviceVersions } from '../../../../contract/messages/service-versions';
import { getSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { requestMerchant } from '../../../services/merchant';
import { serviceEntriesOf } from '../../../services/messages/customer-service';

/**
 * Customer-service entries in value.version.pathList (src/contract/messages/service-versions.ts).
 * Entries of type "3" hold an encrypted link (cipher in src/server/security/service-link.ts).
 */
export const serviceVersionsRoute: RouteModule = (app, deps) => {
  const db = deps.store.db;
  serve(app, deps, serviceVersions, async (_input, req) => ok({ version: { pathList: await serviceEntriesOf(db, requestMerchant(req)) } }));
};
