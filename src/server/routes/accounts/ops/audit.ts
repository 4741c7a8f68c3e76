import { opsAudit } from '../../../../contract/ops/publishing/audit';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { listAudit } from '../../../services/audit';
import { targetMerchant } from './target-merchant';

/** Who changed what and when, newest first (src/contract/ops/publishing/audit.ts); any operator may read it. */
export const opsAuditRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, opsAudit, async ({ merchant, document, limit }) => ok({ list: await listAudit(store.db, await targetMerchant(store.db, { merchant }), { document, limit }) }));
};
