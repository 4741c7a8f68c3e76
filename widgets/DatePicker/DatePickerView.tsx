import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import { FieldFrame, fieldInputId } from '../_lib/field-frame';
import { FieldInput } from '../_lib/field-input';
import { useField } from '../_lib/use-field';
import { SvgIcon } from '../Icon/SvgIcon';
import type { DatePickerProps } from './index';

/** The native date input: every phone brings a good, accessible picker; the value is YYYY-MM-DD. */
export function DatePickerView({ props, emit, node }: WidgetViewProps<DatePickerProps>) {
  const text = useText();
  const { value, commit, error } = useField(props.name, emit);
  const inputId = fieldInputId(props.name, node.path);
  const label = text(props.label);
  return (
    <FieldFrame inputId={inputId} label={label} required={props.required} error={error} hint={text(props.hint)}>
      <SvgIcon name="calendar" size={20} className="wl-field__icon" />
      <FieldInput
        inputId={inputId}
        name={props.name}
        label={label}
        placeholder={text(props.placeholder) || 'YYYY-MM-DD'}
        value={value}
        error={error}
        required={props.required}
        type="date"
        min={props.min}
        max={props.max}
        hasHint={Boolean(props.hint)}
        onValue={commit}
      />
    </FieldFrame>
  );
}
