import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { ok } from '../../../http/reply';
import { DEFAULT_MERCHANT } from '../../../services/merchant';
import { startTrial } from '../../../services/trial';

/** POST /wps/session/login/freeplay (module FREEPLAY3): a new trial account and its session. */
export const freeplayRoute: RouteModule = (app, { db }) => {
  app.post('/wps/session/login/freeplay', limited(LIMITS.register), async () => ok(await startTrial(db, DEFAULT_MERCHANT)));
};
