import { z } from 'zod';
import type { RouteModule } from '../../../deps';
import { LIMITS, limited } from '../../../http/limits';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { checkSlider, SLIDER_PASS_TTL_MS } from '../../../security/slider';

const body = z.object({
  sliderId: z.string().min(1).max(64),
  /** Where the player dropped the piece: its left edge, in the picture's pixels. */
  sliderX: z.number().finite().min(0).max(1000),
});

/**
 * POST /wps/verification/slider: checks where the piece was dropped (within a few pixels of the gap).
 * Right: a pass token (`sliderToken`) for the SMS request and the registration that follow. Wrong,
 * spent or expired: refused, and the app loads a new puzzle.
 */
export const sliderCheckRoute: RouteModule = (app, { db }) => {
  app.post('/wps/verification/slider', limited(LIMITS.captcha), (req) => {
    const p = parseInput(body, req.body);
    const sliderToken = checkSlider(db, p.sliderId, p.sliderX);
    if (!sliderToken) fail(400, 'slider.failed', 'Verification failed, please try again', { field: 'sliderToken' });
    return ok({ sliderToken, expiresAt: Date.now() + SLIDER_PASS_TTL_MS });
  });
};
