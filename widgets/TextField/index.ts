import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { fieldBaseShape } from '../_lib/common-props';
import { iconNameSchema } from '../Icon';
import { TextFieldView } from './TextFieldView';

export const textFieldProps = z.strictObject({
  ...fieldBaseShape,
  type: z.enum(['text', 'tel', 'email']).default('text'),
  inputMode: z.enum(['text', 'tel', 'numeric', 'email', 'decimal']).optional(),
  /** Browser autofill hint, e.g. "username", "tel-national", "one-time-code". */
  autocomplete: z.string().default('off'),
  icon: iconNameSchema.optional(),
  /** A dialing-code picker in front of the input (mobile numbers). */
  prefix: z.enum(['dialingCode']).optional(),
  /** Form field and country list used by the dialing-code prefix. */
  prefixName: z.string().default('countryDialingCode'),
  prefixSource: z.string().default('state.countries'),
  /** The prefix's country list; by default read from `prefixSource`. */
  countries: z.array(z.unknown()).optional(),
});
export type TextFieldProps = z.infer<typeof textFieldProps>;

export const textFieldWidget = defineWidget<TextFieldProps>({
  type: 'TextField',
  description: 'A labelled text input bound to a form field, with its validation error; raises "change".',
  props: textFieldProps,
  events: ['change'],
  bind: (props) => (props.prefix ? { countries: { var: typeof props.prefixSource === 'string' ? props.prefixSource : 'state.countries' } } : {}),
  view: TextFieldView,
});
