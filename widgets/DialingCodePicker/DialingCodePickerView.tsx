import type { WidgetViewProps } from '../../src/render/widget';
import { useSourceValue } from '../_lib/source';
import { toCountryOptions } from './countries';
import { DialingCodeSelect } from './DialingCodeSelect';
import type { DialingCodePickerProps } from './index';

export function DialingCodePickerView({ props, emit, ctx }: WidgetViewProps<DialingCodePickerProps>) {
  const options = toCountryOptions(useSourceValue(props.source, ctx));
  return (
    <div className="wl-field__row">
      <DialingCodeSelect
        name={props.name}
        label={props.label}
        options={options}
        onChange={(value) => void emit('change', { value })}
      />
    </div>
  );
}
