import { useEffect, useRef } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText, useT } from '../../src/render/use-text';
import { SvgIcon } from '../Icon/SvgIcon';
import type { DrawerProps } from './index';
import { useWarm } from './use-warm';
import './drawer.css';

/**
 * A side or top panel. Open follows its modal flag (bound by the engine); every way of closing it
 * raises "close", whose built-in action clears the flag. The app closes all panels on a route change.
 */
export function DrawerView({ props, emit, children }: WidgetViewProps<DrawerProps>) {
  const text = useText();
  const { t } = useT();
  const open = props.open === true;
  const panel = useRef<HTMLDivElement>(null);
  const filled = useWarm(open, props.drawAhead);
  const close = () => {
    if (open) void emit('close');
  };

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') void emit('close');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, emit]);

  return (
    <div className={`wl-drawer wl-drawer--${props.side}${open ? ' wl-drawer--open' : ''}`} aria-hidden={!open} inert={!open}>
      <div className="wl-drawer__backdrop" data-testid={`backdrop-${props.modal}`} onClick={close} />
      <div
        ref={panel}
        id={`panel-${props.modal}`}
        className="wl-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={text(props.label)}
        tabIndex={-1}
        style={props.side === 'top' || props.side === 'bottom' ? undefined : { width: `min(${props.width}px, 86vw)` }}
      >
        <button type="button" className="wl-drawer__close" aria-label={String(t('screens_close'))} onClick={close}>
          <SvgIcon name="close" size={22} />
        </button>
        <div className="wl-drawer__body">{filled ? children : null}</div>
      </div>
    </div>
  );
}
