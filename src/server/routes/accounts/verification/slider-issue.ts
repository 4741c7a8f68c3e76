import { sliderIssue } from '../../../../contract/session/verification';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { issueSlider } from '../../../security/slider';

/** A fresh drag puzzle (picture with a gap, the piece, its row); single use, 2 minutes (src/contract/session/verification.ts). */
export const sliderIssueRoute: RouteModule = (app, deps) => {
  serve(
    app,
    deps,
    sliderIssue,
    async (_input, _req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(await issueSlider(deps.store.db));
    },
    limited(LIMITS.captcha),
  );
};
