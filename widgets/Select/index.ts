import * as z from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { fieldBaseShape, textSchema } from '../_lib/common-props';

export const selectOptionSchema = z.strictObject({
  value: z.union([z.string(), z.number()]),
  label: textSchema,
  when: z.optional(z.unknown()),
});

export const selectProps = z.strictObject({
  ...fieldBaseShape,
  options: z.array(selectOptionSchema),
  /** Title of the picker sheet (defaults to the label). */
  title: z.optional(textSchema),
});
export type SelectProps = z.infer<typeof selectProps>;

export const selectWidget = defineWidget<SelectProps>({
  type: 'Select',
  description: 'A picker bound to a form field: a row showing the choice (or its placeholder) that opens a sheet of options; raises "change".',
  props: selectProps,
  events: ['change'],
  load: () => import('../_lazy/fields').then((views) => ({ default: views.SelectView })),
});
