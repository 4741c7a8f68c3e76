import { freePlay } from '../../../../contract/session/session';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { DEFAULT_MERCHANT } from '../../../services/merchant';
import { startTrial } from '../../../services/trial';

/** Free play (module FREEPLAY3; src/contract/session/session.ts): a new trial account and its session. */
export const freeplayRoute: RouteModule = (app, deps) => {
  serve(app, deps, freePlay, async () => ok(await startTrial(deps, DEFAULT_MERCHANT)), limited(LIMITS.register));
};
