import type { WidgetViewProps } from '../../src/render/widget';
import { toCountryOptions } from './countries';
import { DialingCodeSelect } from './DialingCodeSelect';
import type { DialingCodePickerProps } from './index';

export function DialingCodePickerView({ props, emit }: WidgetViewProps<DialingCodePickerProps>) {
  const options = toCountryOptions(props.countries);
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
