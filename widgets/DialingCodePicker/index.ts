import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { DialingCodePickerView } from './DialingCodePickerView';

export const dialingCodePickerProps = z.strictObject({
  /** Form field holding the chosen dialing code. */
  name: z.string().min(1).default('countryDialingCode'),
  /** Context path of the country list ({ code, name, dialingCode }[]), loaded by an action. */
  source: z.string().default('state.countries'),
  label: textSchema.default('t:screens_field_dialing_code'),
  /** The country list itself; by default read from `source`. */
  countries: z.array(z.unknown()).optional(),
});
export type DialingCodePickerProps = z.infer<typeof dialingCodePickerProps>;

export const dialingCodePickerWidget = defineWidget<DialingCodePickerProps>({
  type: 'DialingCodePicker',
  description: 'Country dialing code chooser (native select) bound to a form field; raises "change".',
  props: dialingCodePickerProps,
  events: ['change'],
  bind: (props) => ({ countries: { var: typeof props.source === 'string' ? props.source : 'state.countries' } }),
  view: DialingCodePickerView,
});
