import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import { FieldFrame, fieldInputId } from '../_lib/field-frame';
import { useField } from '../_lib/use-field';
import type { TextareaProps } from './index';
import './textarea.css';

export function TextareaView({ props, emit, node }: WidgetViewProps<TextareaProps>) {
  const text = useText();
  const { value, commit, error } = useField(props.name, emit);
  const inputId = fieldInputId(props.name, node.path);
  const label = text(props.label);
  const current = typeof value === 'string' ? value : '';
  const counterId = `${inputId}-count`;
  return (
    <FieldFrame inputId={inputId} label={label} required={props.required} error={error} hint={text(props.hint)}>
      <div className="wl-textarea">
        <textarea
          id={inputId}
          className="wl-textarea__input"
          name={props.name}
          rows={props.rows}
          maxLength={props.maxLength}
          placeholder={text(props.placeholder)}
          value={current}
          aria-label={label ? undefined : text(props.placeholder) || props.name}
          aria-required={props.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${inputId}-error` : '', props.counter && props.maxLength ? counterId : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => commit(event.target.value)}
        />
        {props.counter && props.maxLength ? (
          <span id={counterId} className="wl-textarea__count" aria-live="polite">{`${current.length}/${props.maxLength}`}</span>
        ) : null}
      </div>
    </FieldFrame>
  );
}
