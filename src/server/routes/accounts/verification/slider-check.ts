import { sliderCheck } from '../../../../contract/session/verification';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { checkSlider, SLIDER_PASS_TTL_MS } from '../../../security/slider';

/**
 * Checks where the slider piece was dropped, within a few pixels of the gap
 * (src/contract/session/verification.ts). Right: a pass token (`sliderToken`) for the SMS request
 * and the registration that follow. Wrong, spent or expired: refused, and the app loads a new puzzle.
 */
export const sliderCheckRoute: RouteModule = (app, deps) => {
  serve(
    app,
    deps,
    sliderCheck,
    async (p) => {
      const sliderToken = await checkSlider(deps.store.db, p.sliderId, p.sliderX);
      if (!sliderToken) fail(400, 'slider.failed', 'Verification failed, please try again', { field: 'sliderToken' });
      return ok({ sliderToken, expiresAt: Date.now() + SLIDER_PASS_TTL_MS });
    },
    limited(LIMITS.captcha),
  );
};
