import type { WidgetViewProps } from '../../src/render/widget';
import { useText, useT } from '../../src/render/use-text';
import { FieldFrame, fieldInputId } from '../_lib/field-frame';
import { FieldInput } from '../_lib/field-input';
import { useField } from '../_lib/use-field';
import { useSignalValue } from '../../src/render/use-signal-value';
import { SvgIcon } from '../Icon/SvgIcon';
import type { CaptchaFieldProps } from './index';
import './captcha.css';

export function CaptchaFieldView({ props, emit, node }: WidgetViewProps<CaptchaFieldProps>) {
  const text = useText();
  const { t } = useT();
  const { store, value, setValue, commit, error } = useField(props.name, emit);
  const state = useSignalValue(store.state);
  const image = state[props.imageKey];
  const src = typeof image === 'string' && image.startsWith('data:image/') ? image : undefined;
  const inputId = fieldInputId(props.name, node.path);
  const label = text(props.label);

  // A new image makes the typed code (and any complaint about it) meaningless: setValue clears both.
  const refresh = () => {
    setValue('');
    void emit('refresh');
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
        autoComplete="off"
        hasHint={Boolean(props.hint)}
        onValue={commit}
      />
      <button type="button" className="wl-captcha__image" aria-label={String(t('screens_captcha_refresh'))} onClick={refresh}>
        {src ? <img src={src} alt={String(t('screens_captcha_image'))} /> : <SvgIcon name="refresh" size={20} />}
      </button>
    </FieldFrame>
  );
}
