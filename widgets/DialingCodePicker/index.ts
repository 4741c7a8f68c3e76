import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';

export const dialingCodePickerProps = z.strictObject({
  /** Form field holding the chosen dialing code. */
  name: z._default(z.string().check(z.minLength(1)), 'countryDialingCode'),
  /** Context path of the country list ({ code, name, dialingCode }[]), loaded by an action. */
  source: z._default(z.string(), 'state.countries'),
  label: z._default(textSchema, 't:screens_field_dialing_code'),
  /** The country list itself; by default read from `source`. */
  countries: z.optional(z.array(z.unknown())),
});
export type DialingCodePickerProps = z.infer<typeof dialingCodePickerProps>;

export const dialingCodePickerWidget = defineWidget<DialingCodePickerProps>({
  type: 'DialingCodePicker',
  description: 'Country dialing code chooser (native select) bound to a form field; raises "change".',
  props: dialingCodePickerProps,
  events: ['change'],
  bind: (props) => ({ countries: { var: typeof props.source === 'string' ? props.source : 'state.countries' } }),
  load: () => import('../_lazy/fields').then((views) => ({ default: views.DialingCodePickerView })),
});
