import { z } from 'zod/mini';
import { sliderIssue, type sliderPuzzle } from '../../../contract/session/verification';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

/** A drag puzzle: a picture with a gap, the piece cut from it, and the row the piece moves along. */
export type SliderPuzzle = z.infer<typeof sliderPuzzle>;

/** A fresh single-use puzzle (2 minutes). */
export function getSliderPuzzle(callOptions?: CallOptions): Promise<SliderPuzzle> {
  return request(sliderIssue, {}, callOptions);
}

export const sliderPuzzleEndpoint = defineEndpoint({
  name: 'verification.slider',
  description: 'A new slider puzzle { sliderId, width, height, pieceSize, pieceY, background, piece } (PNG data: URLs; single use, 2 minutes).',
  call: sliderIssue,
  params: z.strictObject({}),
  run: (_params, env) => getSliderPuzzle({ signal: env.signal }),
});
