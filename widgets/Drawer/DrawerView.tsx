import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import { useRenderEnv } from '../../src/render/render-env';
import { modals, toggleModal } from '../../src/state/ui';
import { useSignalValue } from '../_lib/use-signal-value';
import { SvgIcon } from '../Icon/SvgIcon';
import type { DrawerProps } from './index';
import './drawer.css';

export function DrawerView({ props, emit, children }: WidgetViewProps<DrawerProps>) {
  const text = useText();
  const { t } = useTranslation();
  const { route } = useRenderEnv();
  const open = useSignalValue(modals)[props.modal] === true;
  const panel = useRef<HTMLDivElement>(null);

  const close = () => {
    if (!modals.peek()[props.modal]) return;
    toggleModal(props.modal, false);
    void emit('close');
  };

  // Panels belong to the page they were opened on: following a link closes them.
  const path = route.path;
  const firstPath = useRef(path);
  useEffect(() => {
    if (path !== firstPath.current) {
      firstPath.current = path;
      close();
    }
  }, [path]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

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
        style={props.side === 'top' ? undefined : { width: `min(${props.width}px, 86vw)` }}
      >
        <button type="button" className="wl-drawer__close" aria-label={String(t('screens_close'))} onClick={close}>
          <SvgIcon name="close" size={22} />
        </button>
        <div className="wl-drawer__body">{open ? children : null}</div>
      </div>
    </div>
  );
}
