import { useState } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText, useT } from '../../src/render/use-text';
import { FieldFrame, fieldInputId } from '../_lib/field-frame';
import { FieldInput } from '../_lib/field-input';
import { useField } from '../_lib/use-field';
import { SvgIcon } from '../Icon/SvgIcon';
import type { PasswordFieldProps } from './index';

export function PasswordFieldView({ props, emit, node }: WidgetViewProps<PasswordFieldProps>) {
  const text = useText();
  const { t } = useT();
  const { value, commit, error } = useField(props.name, emit);
  const [shown, setShown] = useState(false);
  const inputId = fieldInputId(props.name, node.path);
  const label = text(props.label);
  return (
    <FieldFrame inputId={inputId} label={label} required={props.required} error={error} hint={text(props.hint)}>
      <SvgIcon name="lock" size={20} className="wl-field__icon" />
      <FieldInput
        inputId={inputId}
        name={props.name}
        label={label}
        placeholder={text(props.placeholder)}
        value={value}
        error={error}
        required={props.required}
        maxLength={props.maxLength}
        type={shown ? 'text' : 'password'}
        autoComplete={props.autocomplete}
        autoCapitalize="none"
        spellCheck={false}
        hasHint={Boolean(props.hint)}
        onValue={commit}
      />
      <button
        type="button"
        className="wl-field__affix"
        aria-label={String(t(shown ? 'screens_password_hide' : 'screens_password_show'))}
        aria-pressed={shown}
        aria-controls={inputId}
        onClick={() => setShown((on) => !on)}
      >
        <SvgIcon name={shown ? 'eye' : 'eyeOff'} size={20} />
      </button>
    </FieldFrame>
  );
}
