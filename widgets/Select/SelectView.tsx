import { useEffect, useId, useRef, useState } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText, useT } from '../../src/render/use-text';
import { FieldFrame, fieldInputId } from '../_lib/field-frame';
import { useField } from '../_lib/use-field';
import { SvgIcon } from '../Icon/SvgIcon';
import type { SelectProps } from './index';
import './select.css';

export function SelectView({ props, emit, node }: WidgetViewProps<SelectProps>) {
  const text = useText();
  const { t } = useT();
  const { value, setValue, error } = useField(props.name);
  const [open, setOpen] = useState(false);
  const inputId = fieldInputId(props.name, node.path);
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const chosen = props.options.find((option) => option.value === value);
  const label = text(props.label);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const choose = (next: string | number) => {
    setValue(next);
    void emit('change', { value: next });
    close();
  };

  useEffect(() => {
    if (!open) return;
    sheet.current?.querySelector<HTMLElement>('[aria-checked="true"], [role="radio"]')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);  

  return (
    <FieldFrame inputId={inputId} label={label} required={props.required} error={error} hint={text(props.hint)}>
      <button
        ref={trigger}
        id={inputId}
        name={props.name}
        type="button"
        className={chosen ? 'wl-select__trigger' : 'wl-select__trigger wl-select__trigger--empty'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-describedby={error ? `${inputId}-error` : undefined}
        aria-label={label ? undefined : text(props.placeholder) || props.name}
        onClick={() => setOpen(true)}
      >
        <span>{chosen ? text(chosen.label) : text(props.placeholder) || String(t('common_choose'))}</span>
        <SvgIcon name="chevronDown" size={18} />
      </button>
      {open ? (
        <div className="wl-select__backdrop" onClick={close}>
          <div ref={sheet} className="wl-select__sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(e) => e.stopPropagation()}>
            <div className="wl-select__head">
              <h2 id={titleId}>{text(props.title) || label}</h2>
              <button type="button" className="wl-select__close" aria-label={String(t('screens_close'))} onClick={close}>
                <SvgIcon name="close" size={20} />
              </button>
            </div>
            <div role="radiogroup" aria-labelledby={titleId} className="wl-select__options">
              {props.options.map((option) => {
                const selected = option.value === value;
                return (
                  <button key={String(option.value)} type="button" role="radio" aria-checked={selected} className="wl-select__option" onClick={() => choose(option.value)}>
                    <span>{text(option.label)}</span>
                    {selected ? <SvgIcon name="check" size={20} /> : null}
                  </button>
                );
              })}
            </div>
          </div>
        </div>
      ) : null}
    </FieldFrame>
  );
}
