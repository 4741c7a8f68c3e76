import { mallItems as mallItemsCall } from '../../../contract/benefits/mall';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { requireBenefitMember } from '../../services/benefits/access';
import { mallItems } from '../../services/benefits/mall';

/** What the point mall offers (src/contract/benefits/mall.ts): name in the language asked for, point cost, stock, picture. */
export const mallItemsRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, mallItemsCall, async ({ language }, req) => {
    const { merchantCode } = await requireBenefitMember(deps.store.db, req, 'mall');
    return ok({ list: await mallItems(store.db, merchantCode, language ?? 'CN') });
  });
};
