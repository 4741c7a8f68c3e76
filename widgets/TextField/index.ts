import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { fieldBaseShape } from '../_lib/common-props';
import { iconNameSchema } from '../Icon';

export const textFieldProps = z.strictObject({
  ...fieldBaseShape,
  type: z._default(z.enum(['text', 'tel', 'email']), 'text'),
  inputMode: z.optional(z.enum(['text', 'tel', 'numeric', 'email', 'decimal'])),
  /** Browser autofill hint, e.g. "username", "tel-national", "one-time-code". */
  autocomplete: z._default(z.string(), 'off'),
  icon: z.optional(iconNameSchema),
  /** A dialing-code picker in front of the input (mobile numbers). */
  prefix: z.optional(z.enum(['dialingCode'])),
  /** Form field and country list used by the dialing-code prefix. */
  prefixName: z._default(z.string(), 'countryDialingCode'),
  prefixSource: z._default(z.string(), 'state.countries'),
  /** The prefix's country list; by default read from `prefixSource`. */
  countries: z.optional(z.array(z.unknown())),
});
export type TextFieldProps = z.infer<typeof textFieldProps>;

export const textFieldWidget = defineWidget<TextFieldProps>({
  type: 'TextField',
  description: 'A labelled text input bound to a form field, with its validation error; raises "change".',
  props: textFieldProps,
  events: ['change'],
  bind: (props) => (props.prefix ? { countries: { var: typeof props.prefixSource === 'string' ? props.prefixSource : 'state.countries' } } : {}),
  load: () => import('../_lazy/fields').then((views) => ({ default: views.TextFieldView })),
});
