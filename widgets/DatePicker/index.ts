import * as z from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { fieldBaseShape } from '../_lib/common-props';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD'));

export const datePickerProps = z.strictObject({
  ...fieldBaseShape,
  /** Earliest and latest day, YYYY-MM-DD (bind them for "today" or "end of this year"). */
  min: z.optional(isoDate),
  max: z.optional(isoDate),
});
export type DatePickerProps = z.infer<typeof datePickerProps>;

export const datePickerWidget = defineWidget<DatePickerProps>({
  type: 'DatePicker',
  description: "A date bound to a form field as YYYY-MM-DD, using the phone's own date picker within min and max; raises \"change\".",
  props: datePickerProps,
  events: ['change'],
  load: () => import('../_lazy/fields').then((views) => ({ default: views.DatePickerView })),
});
