import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';

export const checkboxProps = z.strictObject({
  /** Form field holding true/false. */
  name: z.string().check(z.minLength(1)),
  label: textSchema,
});
export type CheckboxProps = z.infer<typeof checkboxProps>;

export const checkboxWidget = defineWidget<CheckboxProps>({
  type: 'Checkbox',
  description: 'A labelled checkbox bound to a boolean form field; raises "change" with { value }.',
  props: checkboxProps,
  events: ['change'],
  load: () => import('../_lazy/fields').then((views) => ({ default: views.CheckboxView })),
});
