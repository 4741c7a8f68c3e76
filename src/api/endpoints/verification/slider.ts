import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

const pngDataUrl = z.string().check(z.startsWith('data:image/png;base64,'));
const pixels = z.number().check(z.int(), z.positive());

/** A drag puzzle: a picture with a gap, the piece cut from it, and the row the piece moves along. */
export const sliderPuzzleSchema = z.object({
  sliderId: z.string().check(z.minLength(1)),
  width: pixels,
  height: pixels,
  pieceSize: pixels,
  pieceY: z.number().check(z.int(), z.gte(0)),
  background: pngDataUrl,
  piece: pngDataUrl,
  expiresAt: z.number(),
});
export type SliderPuzzle = z.infer<typeof sliderPuzzleSchema>;

/** GET /wps/verification/slider: a fresh single-use puzzle (2 minutes). */
export function getSliderPuzzle(callOptions?: CallOptions): Promise<SliderPuzzle> {
  return call(sliderPuzzleSchema, (signal) => api().options({ signal }).get('/wps/verification/slider').json(), callOptions);
}

export const sliderPuzzleEndpoint = defineEndpoint({
  name: 'verification.slider',
  description: 'A new slider puzzle { sliderId, width, height, pieceSize, pieceY, background, piece } (PNG data: URLs; single use, 2 minutes).',
  params: z.strictObject({}),
  run: (_params, env) => getSliderPuzzle({ signal: env.signal }),
});
