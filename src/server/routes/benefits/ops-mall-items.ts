import { opsMallItemChange } from '../../../contract/benefits/mall';
import { requireOps } from '../../auth/ops';
import type { RouteModule } from '../../deps';
import { fail, ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { changeMallItem, opsMallItem } from '../../services/benefits/ops-mall';
import { DEFAULT_MERCHANT } from '../../services/merchant';

/** Restock, reprice or withdraw a mall item (src/contract/benefits/mall.ts). Answers the item. */
export const opsMallItemsRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, opsMallItemChange, async ({ id, ...change }, req) => {
    requireOps(req, deps);
    if (!(await changeMallItem(store.db, DEFAULT_MERCHANT, id, change))) fail(404, 'mall.itemNotFound', `No item ${id} in the point mall`);
    return ok(await opsMallItem(store.db, id));
  });
};
