import { useContext, useState } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import { FormBusyContext } from '../_lib/form-busy';
import { SvgIcon } from '../Icon/SvgIcon';
import type { ButtonProps } from './index';
import './button.css';

export function ButtonView({ props, emit }: WidgetViewProps<ButtonProps>) {
  const text = useText();
  const formBusy = useContext(FormBusyContext);
  const [running, setRunning] = useState(false);
  const busy = running || props.loading === true || (props.submit && formBusy);
  const disabled = props.disabled === true;

  const press = async () => {
    if (busy || disabled) return;
    setRunning(true);
    try {
      await emit('press');
    } finally {
      setRunning(false);
    }
  };

  const iconOnly = props.iconOnly && Boolean(props.icon);
  const className = ['wl-button', `wl-button--${props.variant}`, `wl-button--${props.size}`, props.block && !iconOnly ? 'wl-button--block' : '', iconOnly ? 'wl-button--icon' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={props.submit ? 'submit' : 'button'}
      className={className}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-label={iconOnly ? text(props.label) : undefined}
      onClick={(event) => {
        if (props.submit) {
          if (busy) event.preventDefault();
          return;
        }
        void press();
      }}
    >
      {busy ? <span className="wl-button__spinner" aria-hidden="true" /> : props.icon ? <SvgIcon name={props.icon} size={20} /> : null}
      {iconOnly ? null : <span>{text(props.label)}</span>}
    </button>
  );
}
