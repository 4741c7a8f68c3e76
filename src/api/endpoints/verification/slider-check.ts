import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

export const sliderPassSchema = z.object({ sliderToken: z.string().check(z.minLength(1)), expiresAt: z.number() });
export type SliderPass = z.infer<typeof sliderPassSchema>;

/**
 * POST /wps/verification/slider: where the piece was dropped (its left edge in picture pixels).
 * Right: a pass for the SMS request and registration that follow; wrong: 400 slider.failed (the
 * puzzle is spent either way).
 */
export function checkSliderPuzzle(req: { sliderId: string; sliderX: number }, callOptions?: CallOptions): Promise<SliderPass> {
  return call(sliderPassSchema, (signal) => api().options({ signal }).post(req, '/wps/verification/slider').json(), callOptions);
}

export const sliderCheckEndpoint = defineEndpoint({
  name: 'verification.sliderCheck',
  description: 'Checks a slider drop { sliderId, sliderX }; answers { sliderToken, expiresAt } or 400 slider.failed.',
  params: z.strictObject({ sliderId: z.string().check(z.minLength(1)), sliderX: z.number().check(z.gte(0)) }),
  run: (p, env) => checkSliderPuzzle(p, { signal: env.signal }),
});
