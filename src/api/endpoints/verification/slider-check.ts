import { z } from 'zod/mini';
import { sliderCheck } from '../../../contract/session/verification';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type SliderPass = z.infer<typeof sliderCheck.answer>;

/**
 * Where the piece was dropped (its left edge in picture pixels). Right: a pass for the SMS request
 * and registration that follow; wrong: 400 slider.failed (the puzzle is spent either way).
 */
export function checkSliderPuzzle(req: { sliderId: string; sliderX: number }, callOptions?: CallOptions): Promise<SliderPass> {
  return request(sliderCheck, req, callOptions);
}

export const sliderCheckEndpoint = defineEndpoint({
  name: 'verification.sliderCheck',
  description: 'Checks a slider drop { sliderId, sliderX }; answers { sliderToken, expiresAt } or 400 slider.failed.',
  call: sliderCheck,
  params: z.strictObject({ sliderId: z.string().check(z.minLength(1)), sliderX: z.number().check(z.gte(0)) }),
  run: (p, env) => checkSliderPuzzle(p, { signal: env.signal }),
});
