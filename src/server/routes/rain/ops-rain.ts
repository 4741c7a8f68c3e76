import { opsRain } from '../../../contract/rain/ops';
import { requireOps } from '../../auth/ops';
import type { RouteModule } from '../../deps';
import { fail, ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { DEFAULT_MERCHANT } from '../../services/merchant';
import { readRainConfig, rulesView } from '../../services/rain/config';

/** The demo merchant's red envelope rain (src/contract/rain/ops.ts): money in currency units, times in seconds. */
export const opsRainRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, opsRain, async (_input, req) => {
    requireOps(req, deps);
    const rain = await readRainConfig(store.db, DEFAULT_MERCHANT);
    if (!rain) fail(404, 'rain.none', 'This merchant has no red envelope rain');
    return ok(rulesView(rain));
  });
};
