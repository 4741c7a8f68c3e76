import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import { FieldFrame, fieldInputId } from '../_lib/field-frame';
import { FieldInput } from '../_lib/field-input';
import { useField } from '../_lib/use-field';
import { SvgIcon } from '../Icon/SvgIcon';
import { DialingCodeSelect } from '../DialingCodePicker/DialingCodeSelect';
import { toCountryOptions } from '../DialingCodePicker/countries';
import type { TextFieldProps } from './index';

export function TextFieldView({ props, emit, node }: WidgetViewProps<TextFieldProps>) {
  const text = useText();
  const { value, commit, error } = useField(props.name, emit);
  const countries = toCountryOptions(props.countries);
  const inputId = fieldInputId(props.name, node.path);
  const label = text(props.label);
  return (
    <FieldFrame inputId={inputId} label={label} required={props.required} error={error} hint={text(props.hint)}>
      {props.icon ? <SvgIcon name={props.icon} size={20} className="wl-field__icon" /> : null}
      {props.prefix === 'dialingCode' ? (
        <DialingCodeSelect name={props.prefixName} label="t:screens_field_dialing_code" options={countries} />
      ) : null}
      <FieldInput
        inputId={inputId}
        name={props.name}
        label={label}
        placeholder={text(props.placeholder)}
        value={value}
        error={error}
        required={props.required}
        maxLength={props.maxLength}
        type={props.type}
        inputMode={props.inputMode}
        autoComplete={props.autocomplete}
        hasHint={Boolean(props.hint)}
        onValue={commit}
      />
    </FieldFrame>
  );
}
