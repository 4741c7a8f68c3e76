import { requireOps } from '../../auth/ops';
import type { RouteModule } from '../../deps';
import { fail, ok } from '../../http/reply';
import { DEFAULT_MERCHANT } from '../../services/merchant';
import { readRainConfig, rulesView } from '../../services/rain/config';

/** GET /ops/redRain: the demo merchant's red envelope rain (money in currency units, times in seconds). */
export const opsRainRoute: RouteModule = (app, { db, config }) => {
  app.get('/ops/redRain', (req) => {
    requireOps(req, { db, config });
    const rain = readRainConfig(db, DEFAULT_MERCHANT);
    if (!rain) fail(404, 'rain.none', 'This merchant has no red envelope rain');
    return ok(rulesView(rain));
  });
};
