import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { conditionSchema, textSchema } from '../_lib/common-props';
import { iconNameSchema } from '../Icon';
import { ButtonView } from './ButtonView';

export const buttonProps = z.strictObject({
  label: textSchema,
  variant: z.enum(['primary', 'secondary', 'ghost', 'danger']).default('primary'),
  icon: iconNameSchema.optional(),
  /** json-logic rule (or boolean): the button is disabled while it holds. */
  disabled: conditionSchema.optional(),
  /** json-logic rule (or boolean): show a spinner, e.g. { "var": "state.sending" }. */
  loading: conditionSchema.optional(),
  /** Submits the enclosing Form (its "submit" actions run) instead of raising "press". */
  submit: z.boolean().default(false),
  /** Full width (default) or as wide as its label. */
  block: z.boolean().default(true),
  size: z.enum(['md', 'sm']).default('md'),
});
export type ButtonProps = z.infer<typeof buttonProps>;

export const buttonWidget = defineWidget<ButtonProps>({
  type: 'Button',
  description: 'A button; raises "press" (or submits its Form). Busy and inert while its actions run.',
  props: buttonProps,
  events: ['press'],
  rules: { disabled: 'truthy', loading: 'truthy' },
  view: ButtonView,
});
