import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { conditionSchema, textSchema } from '../_lib/common-props';
import { iconNameSchema } from '../Icon';
import { ButtonView } from './ButtonView';

export const buttonProps = z.strictObject({
  label: textSchema,
  variant: z._default(z.enum(['primary', 'secondary', 'ghost', 'danger']), 'primary'),
  icon: z.optional(iconNameSchema),
  /** json-logic rule (or boolean): the button is disabled while it holds. */
  disabled: z.optional(conditionSchema),
  /** json-logic rule (or boolean): show a spinner, e.g. { "var": "state.sending" }. */
  loading: z.optional(conditionSchema),
  /** Submits the enclosing Form (its "submit" actions run) instead of raising "press". */
  submit: z._default(z.boolean(), false),
  /** Full width (default) or as wide as its label. */
  block: z._default(z.boolean(), true),
  size: z._default(z.enum(['md', 'sm']), 'md'),
  /** Only the icon shows, in a 44 px square; the label is what assistive technology reads (a close ×). */
  iconOnly: z._default(z.boolean(), false),
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
