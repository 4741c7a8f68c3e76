import * as z from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { fieldBaseShape } from '../_lib/common-props';

export const textareaProps = z.strictObject({
  ...fieldBaseShape,
  rows: z._default(z.number().check(z.int(), z.minimum(2), z.maximum(12)), 5),
  /** Show "length/max" under the box (needs maxLength). */
  counter: z._default(z.boolean(), true),
});
export type TextareaProps = z.infer<typeof textareaProps>;

export const textareaWidget = defineWidget<TextareaProps>({
  type: 'Textarea',
  description: 'A multi-line text bound to a form field, with a length/max counter and its validation error; raises "change".',
  props: textareaProps,
  events: ['change'],
  load: () => import('../_lazy/fields').then((views) => ({ default: views.TextareaView })),
});
