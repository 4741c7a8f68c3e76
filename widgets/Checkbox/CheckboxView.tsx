import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import { useField } from '../_lib/use-field';
import type { CheckboxProps } from './index';
import './checkbox.css';

export function CheckboxView({ props, emit }: WidgetViewProps<CheckboxProps>) {
  const text = useText();
  const { value, setValue } = useField(props.name);
  return (
    <label className="wl-checkbox">
      <input
        type="checkbox"
        name={props.name}
        checked={value === true}
        onChange={(event) => {
          setValue(event.target.checked);
          void emit('change', { value: event.target.checked });
        }}
      />
      <span>{text(props.label)}</span>
    </label>
  );
}
