import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { fieldBaseShape } from '../_lib/common-props';

export const sliderFieldProps = z.strictObject({
  ...fieldBaseShape,
  name: z._default(z.string().check(z.minLength(1)), 'sliderToken'),
  rule: z._default(z.string(), 'slider'),
  required: z._default(z.boolean(), true),
  label: z._default(z.string(), 't:common_slider_label'),
  hint: z._default(z.string(), 't:common_slider_hint'),
  /** Screen-state key holding the puzzle put there by slider.load. */
  puzzleKey: z._default(z.string(), 'slider'),
});
export type SliderFieldProps = z.infer<typeof sliderFieldProps>;

export const sliderFieldWidget = defineWidget<SliderFieldProps>({
  type: 'SliderField',
  description:
    'Slider verification: a picture with a gap and a piece the player drags (finger, mouse, or arrow keys then Enter) into ' +
    'it. Raises "load" when it has no puzzle (on first show, and from its "new puzzle" button) and "release" with ' +
    'event.value = where the piece was dropped; its value (form.sliderToken) is the pass slider.check stores.',
  props: sliderFieldProps,
  events: ['load', 'release'],
  load: () => import('../_lazy/fields').then((views) => ({ default: views.SliderFieldView })),
});
