import { useState } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText, useT } from '../../src/render/use-text';
import { FieldFrame, fieldInputId } from '../_lib/field-frame';
import { FieldInput } from '../_lib/field-input';
import { useField } from '../_lib/use-field';
import { useSignalValue } from '../../src/render/use-signal-value';
import { SvgIcon } from '../Icon/SvgIcon';
import type { CodeFieldProps } from './index';

/** Whole seconds left, 0 when the value is missing or not a positive number. */
export function secondsLeft(value: unknown): number {
  const seconds = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
}

export function CodeFieldView({ props, emit, node }: WidgetViewProps<CodeFieldProps>) {
  const text = useText();
  const { t } = useT();
  const { store, value, commit, error } = useField(props.name, emit);
  const state = useSignalValue(store.state);
  const [requesting, setRequesting] = useState(false);
  const countdown = secondsLeft(state[props.countdownKey]);
  const sending = requesting || state[props.sendingKey] === true;
  const inputId = fieldInputId(props.name, node.path);
  const label = text(props.label);

  const request = async () => {
    if (countdown > 0 || sending) return;
    setRequesting(true);
    try {
      await emit('request');
    } finally {
      setRequesting(false);
    }
  };

  return (
    <FieldFrame inputId={inputId} label={label} required={props.required} error={error} hint={text(props.hint)}>
      <SvgIcon name="shield" size={20} className="wl-field__icon" />
      <FieldInput
        inputId={inputId}
        name={props.name}
        label={label}
        placeholder={text(props.placeholder)}
        value={value}
        error={error}
        required={props.required}
        maxLength={props.maxLength}
        digitsOnly
        autoComplete="one-time-code"
        hasHint={Boolean(props.hint)}
        onValue={commit}
      />
      <button type="button" className="wl-field__link" disabled={countdown > 0 || sending} aria-live="polite" onClick={() => void request()}>
        {countdown > 0 ? String(t('screens_sms_countdown', { seconds: countdown })) : text(props.requestLabel)}
      </button>
    </FieldFrame>
  );
}
