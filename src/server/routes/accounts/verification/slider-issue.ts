import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { ok } from '../../../http/reply';
import { issueSlider } from '../../../security/slider';

/** GET /wps/verification/slider: a fresh drag puzzle (picture with a gap, the piece, its row); single use, 2 minutes. */
export const sliderIssueRoute: RouteModule = (app, { db }) => {
  app.get('/wps/verification/slider', limited(LIMITS.captcha), (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok(issueSlider(db));
  });
};
